import { describe, expect, it } from 'vitest';
import { navGroupsFor } from './nav';
import { homePathFor } from './home';

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

  it('gives staff the investigator entries and Settings, not the client chat, plans or cases', () => {
    expect(labels({ userType: 'investigator', role: 'investigator' })).toEqual([
      ['Investigator', ['Investigator Dashboard', 'Investigator Network', 'Find My PI', 'Letter Templates']],
      ['Account', ['Settings']],
    ]);
  });

  it('gives the auditor Case History and Settings only', () => {
    expect(labels({ userType: 'client', role: 'auditor' })).toEqual([
      ['Audit', ['Case History']],
      ['Account', ['Settings']],
    ]);
  });

  it('adds Admin for the admin role', () => {
    expect(labels({ userType: 'investigator', role: 'admin' }).map(([group]) => group)).toEqual([
      'Investigator',
      'Administration',
      'Account',
    ]);
  });
});

describe('homePathFor', () => {
  it('sends each role to where it works', () => {
    expect(homePathFor({ userType: 'client', role: 'client' })).toBe('/');
    expect(homePathFor({ userType: 'investigator', role: 'investigator' })).toBe('/investigator-dashboard');
    expect(homePathFor({ userType: 'investigator', role: 'admin' })).toBe('/investigator-dashboard');
    expect(homePathFor({ userType: 'client', role: 'auditor' })).toBe('/case-history');
  });
});
