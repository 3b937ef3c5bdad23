import { describe, expect, it } from 'vitest';
import { notInvitedAfter, readInviteList } from '../../contract/invite-list';

describe('reading a pasted invitation list', () => {
  it('takes addresses separated by new lines, commas, semicolons and spaces, lower-cased', () => {
    expect(
      readInviteList(
        'Ada@Example.test, bob@example.test;cy@example.test\ndee@example.test eve@example.test',
      ).emails,
    ).toEqual([
      'ada@example.test',
      'bob@example.test',
      'cy@example.test',
      'dee@example.test',
      'eve@example.test',
    ]);
  });

  it('takes the address of a "Name <address>" entry', () => {
    expect(readInviteList('Ada Lovelace <ada@example.test>')).toEqual({
      emails: ['ada@example.test'],
      notInvited: [],
    });
  });

  it('names an entry without an @ as not an e-mail address', () => {
    expect(readInviteList('ada@example.test, bob.example.test').notInvited).toEqual([
      { entry: 'bob.example.test', reason: 'not_an_email' },
    ]);
  });

  it('names a word with an @ that is no address as not an e-mail address', () => {
    expect(readInviteList('ada@example.test broken@').notInvited).toEqual([
      { entry: 'broken@', reason: 'not_an_email' },
    ]);
  });

  it('names a name without an address as one entry', () => {
    expect(readInviteList('Ada Lovelace, bob@example.test').notInvited).toEqual([
      { entry: 'Ada Lovelace', reason: 'not_an_email' },
    ]);
  });

  it('sends an address given twice once and names the second as a duplicate', () => {
    expect(readInviteList('ada@example.test, ADA@example.test')).toEqual({
      emails: ['ada@example.test'],
      notInvited: [{ entry: 'ada@example.test', reason: 'duplicate' }],
    });
  });

  it('reads a CSV with an e-mail column by rows, naming a row that has none', () => {
    const csv = 'First name,Last name,Email\nAda,Lovelace,ada@example.test\nBob,Smith,\n';
    expect(readInviteList(csv)).toEqual({
      emails: ['ada@example.test'],
      notInvited: [{ entry: 'Bob,Smith,', reason: 'not_an_email' }],
    });
  });

  it('adds the members and the already invited the server reported', () => {
    const list = readInviteList('x, ada@example.test, bob@example.test, cy@example.test');
    const result = {
      invited: ['cy@example.test'],
      already_invited: ['bob@example.test'],
      already_members: ['ada@example.test'],
    };
    expect(notInvitedAfter(list, result)).toEqual([
      { entry: 'x', reason: 'not_an_email' },
      { entry: 'ada@example.test', reason: 'already_member' },
      { entry: 'bob@example.test', reason: 'already_invited' },
    ]);
  });
});
