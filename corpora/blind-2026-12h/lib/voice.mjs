// What the assistant says before acting: several phrasings per step type, picked per call, in one of four voices.
const P = {
  lookup: ["Opening {x}.", "Let me pull up {x}.", "Next: {x}.", "I'll check {x} now.", "Looking at {x} to see where it stands.", "Checking the record for {x}."],
  act: ["{x} qualifies, doing it.", "Applying the change to {x}.", "That one is ready; submitting for {x}.", "OK, {x} is good to go.", "Proceeding with {x}."],
  search: ["Searching for {x}.", "Let me search: {x}.", "I'll try the search with \"{x}\".", "Trying \"{x}\".", "Maybe phrasing it as \"{x}\" will surface it.", "Search again, this time \"{x}\"."],
  poll: ["Checking the status.", "Let me see if it has moved.", "Status check.", "Polling again.", "Is it done yet? Checking.", "Let me look at the job again."],
  sleep: ["I'll wait a bit before checking again.", "Waiting before the next check.", "Giving it some time.", "Pausing for a moment."],
  flaky: ["Trying the request.", "Let me try that again.", "Retrying.", "One more attempt.", "The service may be back; retrying.", "Trying it again now."],
  read: ["Reading lines {x}.", "Let me read that part ({x}).", "Opening the document at {x}.", "I'll re-read {x} to be sure.", "Going through {x}."],
  edit: ["Editing: {x}.", "Changing {x}.", "Let me adjust {x}.", "Small change to {x}.", "I'll tweak {x}."],
  check: ["Running the check.", "Validating again.", "Let me run the tests.", "Checking whether that fixed it.", "Re-running the validator."],
  page: ["Fetching page {x}.", "Next page ({x}).", "Continuing to page {x}.", "Page {x}."],
  scroll: ["Scrolling {x}.", "Let me scroll {x} to see more.", "Scroll {x}.", "I'll scroll {x} and look again."],
  click: ["Clicking \"{x}\".", "Pressing \"{x}\".", "Let me click \"{x}\" again.", "Trying \"{x}\".", "Click \"{x}\"."],
  nav: ["Going to {x}.", "Opening {x}.", "Back to {x}.", "Switching to {x}.", "Let me look at {x}."],
  type: ["Filling \"{x}\".", "Typing into \"{x}\".", "Entering the value for \"{x}\".", "Setting \"{x}\"."],
  delegate: ["Handing this to {x}.", "Asking {x} to take it.", "Let me delegate to {x}.", "{x} should handle this; delegating."],
};

export function makeVoice(rng, voice) {
  return (key, x = "") => {
    if (voice === "silent" && !rng.chance(0.15)) return null;
    const s = rng.pick(P[key]).replace("{x}", x);
    if (voice === "terse") return s.split(/[.;:]/)[0].trim() || s;
    if (voice === "narrative" && rng.chance(0.5)) return `${s} ${rng.pick(["That should tell me what I need.", "Keeping the user's goal in mind.", "This is the step the task depends on.", "I want to be sure before reporting.", "Then I can move on."])}`;
    return s;
  };
}
