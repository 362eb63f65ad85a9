// User nudges, give-up messages and chat follow-ups.
export const nudge = (x) =>
  x.rng.pick(["Any progress on this?", "You've already tried that, haven't you? Is something wrong?", "Still waiting — can you speed this up?", "ok, keep going", "Is this going to work or should I do it myself?", "Hm, that looks the same as before."]);

export const giveUp = (x, what) =>
  x.rng.pick([`I keep getting the same result for ${what}. I'll stop here; could you check it on your side?`, `I haven't been able to get past ${what}. Let me know how you'd like to proceed.`, `Still no change on ${what}. I'm unable to complete this right now.`]);
