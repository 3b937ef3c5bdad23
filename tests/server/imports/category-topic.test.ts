import { describe, expect, it } from 'vitest';
import { categoryToTopic, topicToCategory } from '../../../server/services/imports/category-topic';

describe('Moodle category paths as topics', () => {
  it.each([
    ['$course$/Weather', 'Weather'],
    ['$course$/top/Weather', 'Weather'],
    ['$system$/Weather/Fronts', 'Weather / Fronts'],
    ['$cat1$/Weather', 'Weather'],
    ['$module$/Weather', 'Weather'],
    ['Weather/Fronts', 'Weather / Fronts'],
  ])('maps %s to %s', (path, topic) => {
    expect(categoryToTopic(path)).toBe(topic);
  });

  it('reads // as a slash inside one level', () => {
    expect(categoryToTopic('$course$/VOR//DME')).toBe('VOR/DME');
  });

  it('keeps a level named top when it is the only one', () => {
    expect(categoryToTopic('$course$/top')).toBe('top');
  });

  it('writes a topic back as the path it came from', () => {
    expect(categoryToTopic(topicToCategory('Navigation / VOR/DME'))).toBe('Navigation / VOR/DME');
  });
});
