// Reasoning-text pools per voice; the same pools serve loops and look-alikes, so wording is no label signal.
const P = {
  terse: {
    look: [(l) => `Checking ${l}.`, (l) => `${l} next.`, () => null],
    again: [(l) => `Checking ${l}.`, (l) => `Re-reading ${l}.`, () => null],
    act: [(l) => `Updating ${l}.`, () => "Submitting."],
    retry: [() => "Retrying.", (i) => `Attempt ${i + 1}.`, () => null],
    search: [(q) => `Search: ${q}`, () => null],
    poll: [() => "Status?", () => null, () => "Polling."],
    page: [(p) => `Page ${p}.`, () => null],
  },
  react: {
    look: [(l) => `Thought: I need the details of ${l}.`, (l) => `Thought: next item is ${l}; fetch it.`],
    again: [(l) => `Thought: the data for ${l} may be stale; fetch it again.`, (l) => `Thought: let me verify ${l} once more before acting.`, (l) => `Thought: I need the details of ${l}.`],
    act: [(l) => `Thought: the record is clear; apply the change to ${l}.`, () => "Thought: submit the change now."],
    retry: [() => "Thought: that was a transient error; retry.", (i) => `Thought: retry (attempt ${i + 1}); the service should recover.`, () => "Thought: try again with the same request."],
    search: [(q) => `Thought: search for "${q}".`, (q) => `Thought: maybe different wording finds it: "${q}".`],
    poll: [() => "Thought: check whether the job has finished.", () => "Thought: still running; check again."],
    page: [(p) => `Thought: read page ${p}.`, () => "Thought: there is a next cursor; continue."],
  },
  narrative: {
    look: [(l) => `Let me pull up ${l} so I can see where it stands before changing anything.`, (l) => `Moving on: I'll look at ${l} now.`],
    again: [(l) => `The response for ${l} might have come from a cache, so I'll request it once more.`, (l) => `I want to be sure about ${l}; fetching it again.`, (l) => `Let me look at ${l} one more time, since the last read may have been stale.`],
    act: [(l) => `Everything checks out, so I'll apply the change to ${l}.`, (l) => `Now I'll make the update on ${l}.`],
    retry: [() => "That looks like a transient failure on the provider's side; I'll retry.", () => "The service asked us to back off; trying again now.", (i) => `Retrying (attempt ${i + 1}); these errors usually clear quickly.`],
    search: [(q) => `I'll search for "${q}" to find the relevant record.`, (q) => `The previous wording may have been too narrow; trying "${q}".`],
    poll: [() => "The job is still running, so I'll check its status again.", () => "Let me see whether the job has made progress.", () => "Checking on the job."],
    page: [(p) => `Reading page ${p} of the results.`, () => "There are more results; fetching the next page."],
  },
};
P.silent = Object.fromEntries(Object.keys(P.terse).map((k) => [k, [() => null, () => null, () => null, ...P.terse[k].slice(0, 1)]]));

export const VOICES = Object.keys(P);
/** Pools of one voice. */
export const voice = (name) => P[name];
