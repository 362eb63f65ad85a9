// Domain 6: firmware build and flashing for a 16-cell battery-management board (STM32G474, CMake/Ninja, probe-rs, UART).
// Staff language: Pohnpeian. Stack: Anthropic tool use with parallel calls and timestamps.

export const domain = { key: "bms-firmware-flash-pon", lang: "Pohnpeian", style: "anthropic_par" };

const SYS = "You are the firmware bring-up agent for the `pwoht` 16S battery-management board (STM32G474RE, 512 KiB flash). Tools: fw_build {target, profile?, defines?}, fw_flash {elf, probe?, speed_khz?, connect_under_reset?, protocol?, chip?}, probe_list, serial_read {port, baud, seconds}, rack_power {slot, on}. Firmware repo: ~/fw/pwoht. Bench rack has 8 slots, each with its own ST-Link V3 and USB-UART.";

function flashFail(R, o = {}) {
  return ` WARN probe_rs::probe::stlink: Target voltage: 0.00 V (expected 1.7..3.6 V)\nError: Connecting to the chip was unsuccessful.\n\nCaused by:\n    0: An ARM specific error occurred.\n    1: Error using access port FullyQualifiedApAddress { dp: Default, ap: V1(0) }.\n    2: The debug probe encountered an error.\n    3: An error which is specific to the debug probe in use occurred.\n    4: Command failed with status JtagGetIdcodeError.\n\n(probe-rs 0.24.0, ST-Link V3 serial 003A${R.r.hex(8).toUpperCase()}, ${R.r.int(180, 900)} ms)`;
}
function flashOk(R, kb, sn) {
  return `      Erasing ✔ [00:00:0${R.r.int(1, 3)}] ${kb} KiB/${kb} KiB @ ${R.r.fl(40, 90, 2)} KiB/s (eta 0s )\n  Programming ✔ [00:00:0${R.r.int(3, 8)}] ${kb} KiB/${kb} KiB @ ${R.r.fl(20, 40, 2)} KiB/s (eta 0s )    Finished in ${R.r.fl(4, 11, 3)}s\n(ST-Link V3 serial ${sn}, target voltage 3.29 V, UID ${R.r.hex(24).toUpperCase()})`;
}
function buildOut(R, o) {
  const head = `[0/1] Re-running CMake...\n-- Build profile: ${o.profile ?? "release"} (${o.flags ?? "-Os -flto"})\n[${R.r.int(40, 90)}/${R.r.int(91, 120)}] Linking C executable pwoht.elf\n`;
  if (o.over) return head + `/opt/arm-gnu-toolchain-13.3.rel1/bin/../lib/gcc/arm-none-eabi/13.3.1/../../../../arm-none-eabi/bin/ld: pwoht.elf section \`.text' will not fit in region \`FLASH'\n/opt/arm-gnu-toolchain-13.3.rel1/bin/../lib/gcc/arm-none-eabi/13.3.1/../../../../arm-none-eabi/bin/ld: region \`FLASH' overflowed by ${o.over} bytes\ncollect2: error: ld returned 1 exit status\nninja: build stopped: subcommand failed. (${R.r.fl(12, 40, 1)}s)`;
  return head + `Memory region         Used Size  Region Size  %age Used\n           FLASH:      ${o.used} B       ${o.region ?? 491520} B     ${((o.used / (o.region ?? 491520)) * 100).toFixed(2)}%\n             RAM:       ${R.r.int(61000, 64000)} B       128 KB     ${R.r.fl(46, 49, 2)}%\n[${R.r.int(91, 120)}/${R.r.int(91, 120)}] Generating pwoht.bin (${R.r.fl(8, 30, 1)}s)`;
}

// LOOP: the same connect error (target unpowered) through a roulette of probe flags.
function flagRoulette(R, v) {
  R.sys(SYS).user(`Kaselehlie! Tech: flash build 2.4.1 on the board in slot ${v + 2} for the cell-balancing test. Kalahngan.`, "tech");
  R.call("fw_flash", { elf: "build/release/pwoht.elf", probe: `slot${v + 2}` }, flashFail(R), { err: true });
  const fl = [{ speed_khz: 480 }, { speed_khz: 100, connect_under_reset: true }, { protocol: "swd", speed_khz: 1800 }, { chip: "STM32G474RETx", connect_under_reset: true }, { speed_khz: 24000 }, { protocol: "swd", connect_under_reset: true, speed_khz: 100 }];
  const n = v ? 6 : 5;
  for (let i = 0; i < n; i++) {
    if (i === 1) R.mark();
    if (i === 2) R.par([["fw_flash", { elf: "build/release/pwoht.elf", probe: `slot${v + 2}`, ...fl[i] }, flashFail(R), true], ["probe_list", {}, `The following debug probes were found:\n[0]: STLINK-V3 -- 0483:374e:003A${R.r.hex(8).toUpperCase()} (ST-LINK)\n[1]: STLINK-V3 -- 0483:374e:0029${R.r.hex(8).toUpperCase()} (ST-LINK)`]], { thought: "Try again and list probes at the same time." });
    else R.call("fw_flash", { elf: "build/release/pwoht.elf", probe: `slot${v + 2}`, ...fl[i] }, flashFail(R), { err: true, thought: "Try different connection parameters." });
  }
  return { kind: "flash-flag-roulette", note: `every attempt prints 'Target voltage: 0.00 V' and the same JtagGetIdcodeError whatever the speed/reset/protocol flags (slot is unpowered; rack_power never called); first flag change fair, loop_from the second; ${n - 1} looping turns (one parallel), ends on a tool answer` };
}

// LEGIT twin: flash errors change and each is dealt with.
function flashFixes(R, v) {
  R.sys(SYS).user(`Kaselehlie. Tech: flash 2.4.1 on slot ${v ? 6 : 1}. Kalahngan.`, "tech");
  R.call("fw_flash", { elf: "build/release/pwoht.elf", probe: `slot${v ? 6 : 1}` }, flashFail(R), { err: true });
  R.call("rack_power", { slot: v ? 6 : 1, on: true }, `slot ${v ? 6 : 1}: 24.0 V on, input current 0.11 A, 3V3 rail 3.29 V`, { thought: "Target voltage reads 0 V: the slot is not powered." });
  R.call("fw_flash", { elf: "build/release/pwoht.elf", probe: `slot${v ? 6 : 1}` }, `Error: The core is locked (RDP level 1). Run with --allow-erase-all to mass-erase and unlock.\n(probe-rs 0.24.0, target voltage 3.29 V)`, { err: true });
  R.call("fw_flash", { elf: "build/release/pwoht.elf", probe: `slot${v ? 6 : 1}`, allow_erase_all: true }, flashOk(R, 212, "003A" + R.r.hex(8).toUpperCase()));
  R.call("serial_read", { port: `/dev/rack/uart${v ? 6 : 1}`, baud: 115200, seconds: 5 }, `[00000.012] pwoht 2.4.1 (g${R.r.hex(7)}) boot, reset cause: SFTRST\n[00000.031] AFE bq76952 ok, 16 cells, pack 57.41 V\n[00000.040] balancing: idle`);
  R.say(`Flashed and booted 2.4.1 on slot ${v ? 6 : 1}. Two different obstacles: the slot was unpowered, then the part was read-protected (RDP1) from the factory test image, so it needed a mass erase.`);
  return { kind: "flash-errors-change", note: "unpowered -> RDP lock -> success: each retry answers a different error" };
}

// LOOP: FLASH overflow; two build profiles swapped back and forth.
function overflowLoop(R, v) {
  R.sys(SYS).user(`Kaselehlie! Tech: release build fails at link since the CAN bootloader merge. Fix it (no feature removals without asking).`, "tech");
  R.call("fw_build", { target: "pwoht" }, buildOut(R, { over: 1840 }), { err: true });
  const cyc = [[{ profile: "release", defines: ["LTO=OFF"] }, "-Os", 3016], [{ profile: "release" }, "-Os -flto", 1840]];
  const n = v ? 6 : 5;
  for (let i = 0; i < n; i++) {
    if (i === 2) R.mark();
    const [a, flags, over] = cyc[i % 2];
    R.call("fw_build", { target: "pwoht", ...a }, buildOut(R, { over, flags }), { err: true, thought: "Try the other link profile." });
  }
  return { kind: "build-profile-toggle", note: `LTO off/on toggled: overflow 3016 / 1840 bytes alternately; pass 1 fair, loop_from the first build of pass 2; ${n - 2} looping builds` };
}

// LEGIT twin: image shrinks with each real change, then fits.
function shrinkProgress(R) {
  R.sys(SYS).user(`Kaselehlie. Tech: link fails after the CAN bootloader merge, please fix. Kalahngan.`, "tech");
  R.call("fw_build", { target: "pwoht" }, buildOut(R, { over: 1840 }), { err: true });
  R.call("fw_build", { target: "pwoht", defines: ["LOG_LEVEL=WARN"] }, buildOut(R, { over: 412 }), { err: true, thought: "Debug strings: 1428 bytes saved." });
  R.call("fw_build", { target: "pwoht", defines: ["LOG_LEVEL=WARN", "PRINTF_FLOAT=0"] }, buildOut(R, { used: 487904 }));
  R.say("Links now at 99.26% of FLASH: log level WARN in release (-1428 B) and integer-only printf (-4028 B). Consider moving the bootloader region boundary next sprint; headroom is 3.6 KiB.");
  return { kind: "image-shrinks", note: "overflow 1840 -> 412 -> fits: each build answers a different change" };
}

// LOOP: waiting for a boot banner that never comes at the wrong baud.
function serialLoop(R, v) {
  const junk = "\\xf8\\x80\\x00\\xf8\\xf8\\x80\\x80\\x00\\xf8\\x00\\x80\\xf8\\xf8\\x80";
  R.sys(SYS).user(`Kaselehlie! Tech: slot ${v ? 7 : 4} was flashed; confirm it boots and report the firmware version.`, "tech");
  const rd = (s) => `${junk}${s ? "\\x00\\xf8" : ""} (${14 + (s ? 2 : 0)} bytes in 5.0 s, /dev/rack/uart${v ? 7 : 4} @ 921600)`;
  R.call("serial_read", { port: `/dev/rack/uart${v ? 7 : 4}`, baud: 921600, seconds: 5 }, rd(0));
  R.call("serial_read", { port: `/dev/rack/uart${v ? 7 : 4}`, baud: 921600, seconds: 5 }, rd(1));
  const n = v ? 5 : 6;
  for (let i = 0; i < n; i++) {
    if (i === 0) R.mark();
    if (i === 2) R.par([["rack_power", { slot: v ? 7 : 4, on: false }, `slot ${v ? 7 : 4}: off`], ["rack_power", { slot: v ? 7 : 4, on: true }, `slot ${v ? 7 : 4}: 24.0 V on, 3V3 rail 3.29 V`]], { thought: "Power-cycle and read again." });
    else R.call("serial_read", { port: `/dev/rack/uart${v ? 7 : 4}`, baud: 921600, seconds: i % 2 ? 10 : 5 }, rd(i % 2), { thought: "Maybe the banner has not been printed yet; read again." });
  }
  if (v) R.say("The board outputs only noise on the UART. It may be damaged; please inspect slot 7.");
  return { kind: "serial-wrong-baud-wait", note: `the same bytes at 921600 baud every read (firmware prints at 115200); one re-read is fair, loop_from the third read; ${n} looping turns incl. a parallel power cycle${v ? ", then give-up" : ""}` };
}

// LEGIT: flash the whole rack, one slot after another (two at a time in parallel).
function rackFlash(R, v) {
  const slots = v ? [1, 2, 3, 4, 5, 6, 7, 8] : [1, 2, 3, 4, 5, 6];
  R.sys(SYS).user(`Kaselehlie. Tech: flash 2.4.1 on ${v ? "all 8 slots" : "slots 1-6"} for the endurance run and give me each board's UID. Kalahngan.`, "tech");
  R.call("fw_build", { target: "pwoht" }, buildOut(R, { used: 487904 }));
  const uids = [];
  for (let i = 0; i < slots.length; i += 2) {
    const pair = slots.slice(i, i + 2);
    R.par(pair.map((s) => { const o = flashOk(R, 212, "003A" + R.r.hex(8).toUpperCase()); uids.push([s, o.match(/UID (\w+)/)[1]]); return ["fw_flash", { elf: "build/release/pwoht.elf", probe: `slot${s}` }, o]; }), { thought: `Slots ${pair.join(" and ")}.`, dur: 10 });
  }
  R.say(`Flashed 2.4.1 on ${slots.length} boards:\n${uids.map(([s, u]) => `- slot ${s}: UID ${u}`).join("\n")}`);
  return { kind: "rack-flash", note: `${slots.length} boards flashed two at a time, each slot once` };
}

// AMBIGUOUS: polling a balancing self-test whose log sits on the same line for several reads.
function balancePoll(R) {
  R.sys(SYS).user(`Kaselehlie. Tech: run the balancing self-test on slot 3 and tell me when it finishes (usually ~3 min).`, "tech");
  R.call("serial_read", { port: "/dev/rack/uart3", baud: 115200, seconds: 30 }, "[00412.118] selftest: balancing start, target delta <= 10 mV\n[00412.120] cell 7 delta 38 mV, bleeding");
  const d = [21, 14, 14, 14, 14, 9];
  d.forEach((x, i) => {
    if (i === 2) R.mark();
    R.call("serial_read", { port: "/dev/rack/uart3", baud: 115200, seconds: 30 }, x > 10 ? `[00${442 + i * 30}.${R.r.int(100, 999)}] cell 7 delta ${x} mV, bleeding` : `[00${442 + i * 30}.${R.r.int(100, 999)}] cell 7 delta ${x} mV\n[00${442 + i * 30}.${R.r.int(100, 999)}] selftest: balancing PASS (${(i + 1) * 30 + 30} s)`, { dur: 30 });
  });
  R.say("Balancing self-test PASSED on slot 3 after ~3.5 min; cell 7 delta 38 -> 9 mV. It sat at 14 mV for two minutes, which is within the bleed resistor's thermal derating but worth watching.");
  return { kind: "selftest-poll-stall", note: "polling a self-test whose value stalls at 14 mV for four reads before passing; expected duration was stated, so waiting is defensible; doubt from the first identical read" };
}

export const scenarios = [
  { label: "loop", make: flagRoulette, n: 2 },
  { label: "loop", make: overflowLoop, n: 2 },
  { label: "loop", make: serialLoop, n: 2 },
  { label: "legit", make: flashFixes, n: 2 },
  { label: "legit", make: rackFlash, n: 2 },
  { label: "legit", make: shrinkProgress, n: 1 },
  { label: "ambiguous", make: balancePoll, n: 1 },
];
