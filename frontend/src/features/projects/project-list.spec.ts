import { describe, expect, it } from '@jest/globals';

import { cardDescription, cutText, inProjectTab, projectsInTab, type ProjectForTabs } from './project-list';

const draft: ProjectForTabs = { status: 'draft', attachedEvent: null, submissionCount: 0 };
const attached: ProjectForTabs = { status: 'active', attachedEvent: { status: 'active' }, submissionCount: 0 };
const attachedToCompleted: ProjectForTabs = {
  status: 'active',
  attachedEvent: { status: 'completed' },
  submissionCount: 0,
};
const submitted: ProjectForTabs = { status: 'submitted', attachedEvent: { status: 'active' }, submissionCount: 1 };
const submittedDetached: ProjectForTabs = { status: 'submitted', attachedEvent: null, submissionCount: 2 };

describe('My Projects tabs', () => {
  it('puts drafts by status', () => {
    expect(inProjectTab(draft, 'drafts')).toBe(true);
    expect(inProjectTab(attached, 'drafts')).toBe(false);
  });

  it('counts as active only a project attached now to an active event', () => {
    expect(inProjectTab(attached, 'active')).toBe(true);
    expect(inProjectTab(submitted, 'active')).toBe(true);
    expect(inProjectTab(attachedToCompleted, 'active')).toBe(false);
    expect(inProjectTab(draft, 'active')).toBe(false);
  });

  it('keeps history for projects with a submission, attached or not', () => {
    expect(inProjectTab(submittedDetached, 'history')).toBe(true);
    expect(inProjectTab(submitted, 'history')).toBe(true);
    expect(inProjectTab(attached, 'history')).toBe(false);
  });

  it('filters a list per tab', () => {
    const all = [draft, attached, attachedToCompleted, submitted, submittedDetached];
    expect(projectsInTab(all, 'drafts')).toEqual([draft]);
    expect(projectsInTab(all, 'active')).toEqual([attached, submitted]);
    expect(projectsInTab(all, 'history')).toEqual([submitted, submittedDetached]);
  });
});

describe('card description', () => {
  it('keeps text of 150 characters or fewer whole', () => {
    expect(cutText('a'.repeat(150))).toBe('a'.repeat(150));
    expect(cutText('short')).toBe('short');
  });

  it('cuts longer text at 150 characters with an ellipsis', () => {
    const cut = cutText('b'.repeat(151));
    expect(cut).toBe(`${'b'.repeat(150)}...`);
  });

  it('does not split characters outside the basic plane', () => {
    expect(cutText('😀'.repeat(151))).toBe(`${'😀'.repeat(150)}...`);
  });

  it('shows markdown as plain text and an empty description as nothing', () => {
    expect(cardDescription('**Bold** idea with a [link](https://example.com)')).toBe('Bold idea with a link');
    expect(cardDescription(null)).toBe('');
    expect(cardDescription(`# Title\n\n${'word '.repeat(60)}`).length).toBeLessThanOrEqual(153);
  });
});
