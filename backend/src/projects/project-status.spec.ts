import { projectStatus } from './project-status.js';

describe('projectStatus', () => {
  it.each([
    [{ submissionCount: 0, attached: false }, 'draft'],
    [{ submissionCount: 0, attached: true }, 'active'],
    [{ submissionCount: 1, attached: true }, 'submitted'],
    [{ submissionCount: 2, attached: false }, 'submitted'],
  ] as const)('%j is %s', (facts, status) => {
    expect(projectStatus(facts)).toBe(status);
  });
});
