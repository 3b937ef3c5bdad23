import { createRoot } from 'react-dom/client';

// STUB — replaced by the app-shell work.
createRoot(document.getElementById('root')!).render(<p>Groundschool</p>);
