import { describe, expect, it } from 'vitest';
import { navGroupsFor } from './nav';

const labels = (user: Parameters<typeof navGroupsFor>[0]) =>
  navGroupsFor(user).map((group) => [group.label, group.items.map((item) => item.label)] as const);

describe('navGroupsFor', () => {
  it('gives a client the Essentials and Advanced Intelligence groups only', () => {
    expect(labels({ userType: 'client', role: 'client' })).toEqual([
      ['Essentials', ['Chat', 'History', 'Find My PI', 'Subscription', 'Settings']],
      ['Advanced Intelligence', ['Case Analysis', 'Document Intelligence', 'Outcome Prediction', 'Letter Templates']],
    ]);
  });

  it('marks the advanced pages PRO and nothing else', () => {
    const pro = navGroupsFor({ userType: 'client', role: 'client' })
      .flatMap((group) => group.items)
      .filter((item) => item.pro)
      .map((item) => item.to);
    expect(pro).toEqual(['/case-analysis', '/document-intelligence', '/outcome-prediction']);
  });

  it('adds the investigator entries for staff, decided by the server userType', () => {
    expect(labels({ userType: 'investigator', role: 'investigator' }).at(-1)).toEqual([
      'Investigator',
      ['Investigator Dashboard', 'Investigator Network'],
    ]);
    expect(labels({ userType: 'client', role: 'auditor' }).map(([group]) => group)).toEqual([
      'Essentials',
      'Advanced Intelligence',
      'Audit',
    ]);
    expect(labels({ userType: 'client', role: 'auditor' }).at(-1)).toEqual(['Audit', ['Case History']]);
  });

  it('adds Admin for the admin role', () => {
    expect(labels({ userType: 'investigator', role: 'admin' }).map(([group]) => group)).toEqual([
      'Essentials',
      'Advanced Intelligence',
      'Investigator',
      'Administration',
    ]);
  });
});
