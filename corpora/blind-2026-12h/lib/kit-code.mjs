// A coding agent on an embedded firmware repo with one shell tool and a file editor.
const FILES = ["drivers/sensor/sht4x.c", "drivers/sensor/bmp390.c", "src/ble/adv.c", "src/power/pm_policy.c", "src/app/thermostat.c", "src/app/schedule.c", "src/hal/i2c_retry.c", "src/net/mqtt_client.c", "src/ui/display.c", "src/app/pid.c", "src/storage/nvs_cfg.c", "src/ota/dfu.c"];
const FUNCS = ["init", "read_raw", "convert", "sample_fetch", "channel_get", "attr_set", "pm_action", "self_test"];

export function makeCodeKit(spec, ctx) {
  const { rng } = ctx;
  const shell = ctx.style.shellName;
  const trailer = (code) => (ctx.style.prompt ? `\n${ctx.style.prompt}` : `\n[The command completed with exit code ${code}.]\n[Current working directory: /workspace/thermo-fw]`);
  const items = Array.from({ length: 150 }, (_, i) => {
    const path = i < FILES.length ? FILES[i] : FILES[i % FILES.length].replace(".c", `_${Math.floor(i / FILES.length)}.c`);
    const fn = FUNCS[i % FUNCS.length];
    const mod = path.split("/").pop().replace(".c", "");
    const lines = [`/* SPDX-License-Identifier: Apache-2.0 */`, `#include <zephyr/kernel.h>`, `#include <zephyr/drivers/i2c.h>`, `#include "${mod}.h"`, ``, `LOG_MODULE_REGISTER(${mod}, CONFIG_${mod.toUpperCase()}_LOG_LEVEL);`, ``, `static int ${mod}_${fn}(const struct device *dev)`, `{`, `\tstruct ${mod}_data *data = dev->data;`, `\tint ret = i2c_write_read_dt(&cfg->bus, &reg, 1, buf, ${2 + (i % 6)});`, `\tif (ret < 0) {`, `\t\tLOG_ERR("read failed (%d)", ret);`, `\t\treturn ret;`, `\t}`, `\tdata->raw = sys_get_be16(buf) ${i % 3 ? "& 0xFFFC" : ">> 2"};`, `\treturn 0;`, `}`];
    return { id: path, path, fn, mod, lines };
  });
  const call = (name, args, out, err = false) => ({ name, args, out, err });
  const sh = (cmd, out, code = 0) => call(shell, { command: cmd }, `${out}${trailer(code)}`, code !== 0);
  const view = (path, lines, from = 1) => `Here's the result of running \`cat -n\` on /workspace/thermo-fw/${path}:\n${lines.map((x, k) => `${String(from + k).padStart(6)}\t${x}`).join("\n")}`;
  const kit = {
    kind: "code",
    spec,
    items,
    lookup(ctx2, i, v = 0) {
      const it = items[i];
      const p = [it.path, `./${it.path}`, `/workspace/thermo-fw/${it.path}`][v % 3];
      if (v % 2 === 1 || ctx.style.viewViaShell) return sh(`cat -n ${p}${v === 3 ? " | head -40" : ""}`, it.lines.map((x, k) => `${String(k + 1).padStart(6)}\t${x}`).join("\n"));
      return call("str_replace_editor", { command: "view", path: `/workspace/thermo-fw/${it.path}` }, view(it.path, it.lines));
    },
    act(ctx2, i) {
      const it = items[i];
      return call("str_replace_editor", { command: "str_replace", path: `/workspace/thermo-fw/${it.path}`, old_str: "\t\tLOG_ERR(\"read failed (%d)\", ret);", new_str: `\t\tLOG_ERR("${it.mod}: read failed (%d)", ret);` }, `The file /workspace/thermo-fw/${it.path} has been edited. Here's the result of running \`cat -n\` on a snippet of /workspace/thermo-fw/${it.path}:\n    12\t\tif (ret < 0) {\n    13\t\t\tLOG_ERR("${it.mod}: read failed (%d)", ret);\n    14\t\t\treturn ret;\nReview the changes and make sure they are as expected. Edit the file again if necessary.`);
    },
    search(ctx2, phrase, hits) {
      const out = hits.length ? hits.map((x) => `${x.id}:${x.title}`).join("\n") : "";
      return sh(`grep -rn "${phrase}" src/ drivers/ boards/`, out, hits.length ? 0 : 1);
    },
    poll(ctx2, st) {
      const s = st.status === "done" ? `job 4471  state=PASSED  bench=hil-rack-2/nrf5340dk-07\n  tests: 38 passed, 0 failed (12m41s)\n  artifacts: https://hil.thermo.internal/jobs/4471/report.html` : st.status === "queued" ? `job 4471  state=QUEUED  position=${st.pos}  bench=any(nrf5340dk)\n  submitted 08:52:10  by agent-ci` : `job 4471  state=RUNNING  bench=hil-rack-2/nrf5340dk-07\n  progress: ${Math.round(st.pct * 0.38)}/38 tests  elapsed ${Math.round(st.pct / 8)}m`;
      return sh("./tools/hil status 4471", `${s}\n  checked ${ctx.clock.hms()}`);
    },
    flaky(ctx2, ok) {
      if (ok) return sh("west update hal_nordic", "=== updating hal_nordic (modules/hal/nordic):\n--- hal_nordic: fetching, need revision 5c8d109371ebb740fbef1f440a3b59e488a36717\nHEAD is now at 5c8d109 nrfx: update to 3.8.0");
      return sh("west update hal_nordic", `=== updating hal_nordic (modules/hal/nordic):\n--- hal_nordic: fetching, need revision 5c8d109371ebb740fbef1f440a3b59e488a36717\nfatal: unable to access 'https://github.com/zephyrproject-rtos/hal_nordic/': Failed to connect to proxy.corp.internal port 3128 after ${rng.int(2000, 9000)} ms: Couldn't connect to server\nFATAL ERROR: command "git fetch -f --tags -- https://github.com/zephyrproject-rtos/hal_nordic refs/heads/main" exited with status 128`, 1);
    },
    read(ctx2, w, lines = spec.doc.lines) {
      const from = w * 12 + 1;
      const to = Math.min(lines.length, from + 11);
      return call("str_replace_editor", { command: "view", path: `/workspace/thermo-fw/${spec.doc.path}`, view_range: [from, to] }, view(spec.doc.path, lines.slice(from - 1, to), from));
    },
    edit(ctx2, old, neu) {
      return call("str_replace_editor", { command: "str_replace", path: `/workspace/thermo-fw/${spec.edits.path}`, old_str: old, new_str: neu }, `The file /workspace/thermo-fw/${spec.edits.path} has been edited. Here's the result of running \`cat -n\` on a snippet of /workspace/thermo-fw/${spec.edits.path}:\n${neu.split("\n").map((x, k) => `${String(40 + k).padStart(6)}\t${x}`).join("\n")}\nReview the changes and make sure they are as expected. Edit the file again if necessary.`);
    },
    check(ctx2, errs) {
      const head = `[==========] Running 14 tests from 3 test suites.  (ztest, native_sim, seed 0x${rng.hex(8)})`;
      if (!errs.length) return sh("west build -b native_sim tests/app/pid -t run", `-- west build: running target run\n${head}\n[----------] Global test environment tear-down\n[==========] 14 tests from 3 test suites ran. (${rng.int(80, 400)} ms total)\n[  PASSED  ] 14 tests.\nPROJECT EXECUTION SUCCESSFUL`);
      return sh("west build -b native_sim tests/app/pid -t run", `-- west build: running target run\n${head}\n${errs.join("\n")}\n[  FAILED  ] ${errs.length} test${errs.length > 1 ? "s" : ""}, listed above\nPROJECT EXECUTION FAILED`, 1);
    },
    page(ctx2, n, pages) {
      const rows = Array.from({ length: 12 }, (_, k) => `${rng.hex(9)} ${["pid: clamp integral", "sht4x: add heater cmd", "ble: shorten adv name", "pm: allow suspend on idle", "ci: bump sdk 0.16.8", "dfu: verify image hash", "ui: fix contrast", "mqtt: backoff on CONNACK 3"][(n * 12 + k) % 8]} (#${880 - n * 12 - k})`);
      return sh(`git log --oneline -n 12 --skip ${n * 12} v2.3.0..HEAD`, n + 1 < pages ? rows.join("\n") : rows.slice(0, 5).join("\n"));
    },
    sleep(ctx2, s) {
      ctx.clock.wait(s);
      return sh(`sleep ${s}`, "");
    },
  };
  return kit;
}

export const firmware = {
  domain: "embedded-firmware",
  system: "You are a coding agent working in /workspace/thermo-fw, the Zephyr-based firmware of a smart thermostat (nRF5340). Use the shell and the editor tools. Run the relevant tests before you say you're done.",
  doc: { path: "docs/power-management.md", lines: ["# Power management", "", "The thermostat runs on 2×AA cells; the budget is 38 µA average.", "", "## States", "- ACTIVE: display on, sensor sampling at 1 Hz.", "- IDLE: display off after 30 s, sampling at 0.1 Hz.", "- SUSPEND: radio off between BLE connection events.", "", "## Rules", "- Never call k_sleep() while holding the I2C bus mutex.", "- pm_policy_state_lock_get() must be paired with _put() on every path.", "- The SHT4x heater must not run in IDLE (draws 33 mA).", "", "## Measuring", "- Use the PPK2 on J12; average over 10 minutes.", "- Expected: ACTIVE 410 µA, IDLE 21 µA, SUSPEND 6 µA.", "", "## Known issues", "- #812: BMP390 FIFO interrupt wakes the SoC every 40 ms if not masked.", "- #845: BLE advertising at 100 ms during pairing doubles the average.", "- #861: display refresh after wake costs 1.8 mJ."] },
  edits: { path: "src/app/pid.c", errs: ["tests/app/pid/src/main.c:88: Assertion failed: pid_step(&p, 21.0f, 20.0f) == 0.35f (got 0.52f)", "tests/app/pid/src/main.c:114: Assertion failed: integral clamped to 5.0f (got 7.25f)", "tests/app/pid/src/main.c:131: Assertion failed: output in [0,1] after setpoint jump (got 1.18f)"], fixes: [["\tp->integral += err * dt;", "\tp->integral += err * dt * p->ki;"], ["\treturn out;", "\tp->integral = CLAMP(p->integral, -p->i_max, p->i_max);\n\treturn out;"], ["\tfloat out = kp + ki + kd;", "\tfloat out = CLAMP(kp + ki + kd, 0.0f, 1.0f);"]], cosmetic: [["/* PID step */", "/* PID step (called at 1 Hz) */"], ["\tfloat err = sp - pv;", "\tconst float err = sp - pv;"], ["float dt", "float dt_s"], ["#include <math.h>", "#include <math.h>  /* fabsf */"]] },
  intents: [
    { phr: ["pm_policy_state_lock_get", "pm_policy_state_lock_get(", "state_lock_get", "pm_policy_state_lock", "lock_get(PM_STATE"], hits: [{ id: "src/power/pm_policy.c:41", title: "\tpm_policy_state_lock_get(PM_STATE_SUSPEND_TO_IDLE, PM_ALL_SUBSTATES);" }, { id: "src/ble/adv.c:77", title: "\tpm_policy_state_lock_get(PM_STATE_SUSPEND_TO_IDLE, PM_ALL_SUBSTATES);" }] },
    { phr: ["heater", "SHT4X_HEATER", "sht4x_heater", "HEATER_200MW", "heater_cmd"], hits: [{ id: "drivers/sensor/sht4x.c:52", title: "#define SHT4X_CMD_HEATER_200MW_1S 0x39" }, { id: "drivers/sensor/sht4x.c:140", title: "\tif (data->heater_on) {" }] },
  ],
  refine: { phr: ["fifo", "BMP390 FIFO interrupt", "BMP3_INT_CTRL_FWTM_EN"], res: [[{ id: "src/net/mqtt_client.c:22", title: "/* tx fifo for QoS1 */" }, { id: "src/ui/display.c:300", title: "k_fifo_put(&redraw_q, item);" }], [], [{ id: "drivers/sensor/bmp390.c:188", title: "\treg |= BMP3_INT_CTRL_FWTM_EN; /* FIFO watermark → INT1 */" }]] },
  tasks: { lookup: "add the module name to the I2C read-failure log lines in all drivers", search: "find where we take the PM state lock and check it's released", poll: "run the HIL suite on job 4471 and tell me the result", flaky: "update hal_nordic to the pinned revision", read: "check docs/power-management.md for the heater rule", edit: "fix the PID controller so tests/app/pid passes", page: "list what changed since v2.3.0 for the release notes" },
};
