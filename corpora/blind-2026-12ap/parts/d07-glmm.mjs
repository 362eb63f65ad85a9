// Domain 7: R / lme4 analysis of a cluster-randomised bednet trial in Dumka district, Jharkhand. Staff: Santali
// (romanised, with Ol Chiki in greetings).
import { waste, interject } from "./kinds.mjs";

const foot = (r) => `# elapsed ${r.num(0.4, 38)} s · R 4.4.2 · lme4 1.1-35.5 · session rs-${r.hex(4)} · seed ${r.int(1, 99999)}`;
const coefs = (rows) => `              Estimate Std. Error z value Pr(>|z|)\n${rows.map(([n, e, se, z, p]) => `${n.padEnd(14)}${e.padStart(8)}   ${se.padStart(8)}  ${z.padStart(6)}  ${p}`).join("\n")}`;
const BASE = [["(Intercept)", "-1.8214", "0.2113", "-8.620", "< 2e-16 ***"], ["armPBO", "-0.4471", "0.1502", "-2.977", "0.00291 **"], ["age_grp5-14", "0.3120", "0.0871", "3.582", "0.00034 ***"]];
const FIT = "fit <- glmer(cbind(pos, neg) ~ arm + age_grp + (1 | cluster), data = d, family = binomial)";

export default {
  domain: "glmm-bednet-trial-sat",
  styleNote: "smolagents ToolCallingAgent on vLLM, Qwen2.5-72B, chatcmpl-tool ids, timestamps",
  language: "Santali",
  style: { ids: "chatcmpl", models: ["Qwen/Qwen2.5-72B-Instruct", "Qwen/Qwen2.5-72B-Instruct-AWQ"], nullContent: false, timestamps: true, toolName: false, usage: false },
  system:
    "You are the statistics assistant of the PBO-net cluster-randomised trial (Dumka district, 48 village clusters, malaria RDT prevalence surveys). R session tools: r_exec (run R code in a persistent session), data_summary, plot_save, r_job_status (long jobs such as bootstrap CIs). Follow the SAP: binomial GLMM, random intercept for cluster, report ORs with 95 % CI.",
  ask: (tech) => [`Johar! ᱡᱚᱦᱟᱨ. Noa model dokae hatao me.\nTech: ${tech}`],
  nudge: ["Cet lekaten? Hoyena se bań?\nTech: status?", "Tehen cet hoyena?\nTech: anything yet?"],
  final: (s) => `Sarhao. ${s}`,
  kinds: {
    retry(r, mode) {
      const sing = (rows) => `> ${FIT.replace("(1 | cluster)", "(1 | cluster/village)")}\nboundary (singular) fit: see help('isSingular')\n> VarCorr(fit)\n Groups          Name        Std.Dev.\n village:cluster (Intercept) 0.0000\n cluster         (Intercept) 0.4127\n> summary(fit)$coefficients\n${coefs(rows)}\n${foot(r)}`;
      const steps = [{ calls: [{ name: "data_summary", args: { dataset: "survey_r2" }, out: `survey_r2: 9,412 rows · 48 clusters · 171 villages · pos 1,106 · arms PBO/std 24/24 · loaded from ${r.tmp("survey_r2_", ".rds")}` }] }];
      if (mode === "loop") {
        const sp = ["(1 | cluster/village)", "(1|cluster/village)", "(1 | cluster) + (1 | cluster:village)", "(1 | cluster / village)", "(1|cluster) + (1|village:cluster)", "(1 | village:cluster) + (1 | cluster)"];
        const n = 2 + waste(r, 2, 9);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 2, text: i === 0 ? "Fit the nested model from the SAP." : i === 1 ? "Singular; rewrite the random-effects term." : "", calls: [{ name: "r_exec", args: { code: `${FIT.replace("(1 | cluster)", sp[i % sp.length])}\nVarCorr(fit); summary(fit)$coefficients` }, out: sing(BASE) }] });
        return { task: "fit the SAP model with village nested in cluster and report the arm OR", steps };
      }
      const outs = [
        ["(1 | cluster/village)", "boundary (singular) fit: see help('isSingular')\n village:cluster (Intercept) 0.0000\n cluster (Intercept) 0.4127", "AIC 6011.8"],
        ["(1 | cluster)", "village variance dropped (SAP 7.3 fallback)\n cluster (Intercept) 0.4127", "AIC 6009.8"],
        ["(1 | cluster) + (0 + survey_round | cluster)", "Groups: cluster (Intercept) 0.3981; cluster.1 survey_round 0.1190", "AIC 5998.2"],
      ];
      for (const [re, vc, aic] of outs) steps.push({ calls: [{ name: "r_exec", args: { code: `${FIT.replace("(1 | cluster)", re)}\nVarCorr(fit); AIC(fit)` }, out: `${vc}\n[1] ${aic}\n${foot(r)}` }] });
      steps.push({ calls: [{ name: "r_exec", args: { code: "anova(fit_b, fit_c)" }, out: `       npar    AIC    BIC  logLik deviance  Chisq Df Pr(>Chisq)\nfit_b     5 6009.8 6045.5 -2999.9   5999.8\nfit_c     6 5998.2 6041.1 -2993.1   5986.2 13.58  1  0.000228 ***\n${foot(r)}` }] });
      return { task: "fit the SAP model with village nested in cluster and report the arm OR", steps, final: "The nested village term is singular (variance 0), so per SAP 7.3 it is dropped; a random slope for survey round improves fit (LRT p = 0.0002). Arm OR 0.64 (95 % CI 0.48–0.86)." };
    },

    repair(r, mode) {
      const e = "Error in model.frame.default(drop.unused.levels = TRUE, formula = cbind(pos, neg) ~  : \n  variable lengths differ (found for 'arm')";
      const steps = [{ calls: [{ name: "r_exec", args: { code: "d$arm <- arm_alloc$arm\n" + FIT }, err: true, out: `${e}\n${foot(r)}` }] }];
      if (mode === "loop") {
        const fx = ["d$age_grp <- factor(d$age_grp)", "d <- na.omit(d)", "d$cluster <- as.factor(d$cluster)", "d <- d[order(d$cluster), ]", "options(na.action = 'na.exclude')", "d$pos <- as.integer(d$pos)", "d <- droplevels(d)"];
        const n = 1 + waste(r, 2, 9);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Clean the data frame and refit." : "", calls: [{ name: "r_exec", args: { code: `${fx[i % fx.length]}\n${FIT}` }, err: true, out: `${e}\n${foot(r)}` }] });
        return { task: "primary analysis on the round-3 survey after merging the allocation file", steps };
      }
      steps.push({ text: "arm_alloc has one row per cluster (48), not per child; merge by cluster instead.", calls: [{ name: "r_exec", args: { code: "d <- merge(d, arm_alloc, by = 'cluster')\n" + FIT.replace("age_grp", "age_grp + village") }, err: true, out: `Error in \`contrasts<-\`(\`*tmp*\`, value = contr.funs[1 + isOF[nn]]) : \n  contrasts can be applied only to factors with 2 or more levels\n${foot(r)}` }] });
      steps.push({ text: "Different error: village should not be a fixed effect. Back to the SAP formula.", calls: [{ name: "r_exec", args: { code: FIT + "\nsummary(fit)$coefficients" }, out: `${coefs(BASE)}\n${foot(r)}` }] });
      return { task: "primary analysis on the round-3 survey after merging the allocation file", steps, final: "Fixed the merge (allocation is per cluster) and removed a stray fixed effect; primary model fits: arm OR exp(−0.447) = 0.64, p = 0.003." };
    },

    pingpong(r, mode) {
      const ors = "  (Intercept)       armPBO  age_grp5-14 \n   0.1617609    0.6394487    1.3661571 ";
      const steps = [{ calls: [{ name: "r_exec", args: { code: FIT }, out: `${foot(r)}` }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 3, 10);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 2, text: i === 0 ? "Protocol table says 0.62; compute the OR another way to compare." : "", calls: [{ name: "r_exec", args: { code: i % 2 === 0 ? "exp(coef(summary(fit))[, 'Estimate'])" : "exp(fixef(fit))" }, out: `${ors}\n${foot(r)}` }] });
        if (r.chance(0.5)) interject(steps, 4, this.nudge[0], "Checking the OR against the protocol table (0.64 vs 0.62).");
        return { task: "arm OR for the DSMB report; the protocol mock table says 0.62", steps };
      }
      const outc = [["rdt_pos", "0.64"], ["fever_2wk", "0.81"], ["anaemia_hb<8", "0.77"], ["net_use_last_night", "1.92"]];
      for (const [o, v] of outc) {
        steps.push({ calls: [{ name: "r_exec", args: { code: FIT.replace("cbind(pos, neg)", o) + "\nexp(fixef(fit))['armPBO']" }, out: `armPBO \n  ${v}${r.int(10, 99)} \n${foot(r)}` }] });
        steps.push({ calls: [{ name: "plot_save", args: { kind: "forest", outcome: o, file: `fig_${o}.png` }, out: `saved figures/fig_${o.replace(/[<]/g, "lt")}.png (${r.int(30, 90)} KB, ${r.ms(100, 900)} ms)` }] });
      }
      return { task: "ORs and forest plots for the four secondary outcomes", steps, final: `Secondary outcomes: ${outc.map((x) => `${x[0]} OR ${x[1]}`).join(", ")}; forest plots saved.` };
    },

    rerun(r, mode) {
      const w = (g) => `Warning message:\nIn checkConv(attr(opt, "derivs"), opt$par, ctrl = control$checkConv,  :\n  Model failed to converge with max|grad| = ${g} (tol = 0.002, component 1)`;
      const FIT2 = FIT.replace("age_grp", "age_months + hh_size");
      const first = () => ({ calls: [{ name: "r_exec", args: { code: FIT2 }, out: `${w("0.00412")}\n${foot(r)}` }] });
      const steps = [first()];
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 8);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Convergence warning; refit." : "", calls: [{ name: "r_exec", args: { code: i % 2 ? FIT2 + "  # refit" : FIT2 }, out: `${w("0.00412")}\n${foot(r)}` }] });
        return { task: "adjusted model with age in months and household size", steps };
      }
      if (mode === "legit" && r.chance(0.7)) steps.push({ ...first(), text: "One plain re-run first." });
      if (mode === "amb") {
        const opts = [["nloptwrap", "0.00409"], ["Nelder_Mead", "0.00415"], ["bobyqa", "0.00402"], ["nlminbwrap", "0.00411"]];
        opts.forEach(([o, g], i) => steps.push({ mark: i === 2, text: i === 0 ? "Check whether the warning depends on the optimizer." : "", calls: [{ name: "r_exec", args: { code: FIT2.replace(/\)$/, `, control = glmerControl(optimizer = "${o}"))`) + `\nfixef(fit)["armPBO"]` }, out: `${w(g)}\n   armPBO \n-0.44${r.int(68, 74)} \n${foot(r)}` }] }));
        return { task: "adjusted model with age in months and household size", steps, final: "All four optimizers give the same arm estimate (−0.447 ± 0.0003) with max|grad| ≈ 0.004; I report it as a false-positive convergence warning.", note: "refits after a convergence warning, each with another optimizer: the setup changes every time but the warning and estimates do not; an allFit-style check or a loop? Doubt begins at the third refit" };
      }
      steps.push({ calls: [{ name: "r_exec", args: { code: FIT2.replace(/\)$/, ', control = glmerControl(optimizer = "bobyqa", optCtrl = list(maxfun = 2e5)))') }, out: `${w("0.00231")}\n${foot(r)}` }] });
      steps.push({ text: "Closer. age_months is on a large scale; standardise the covariates.", calls: [{ name: "r_exec", args: { code: "d$age_z <- scale(d$age_months); d$hh_z <- scale(d$hh_size)\n" + FIT.replace("age_grp", "age_z + hh_z") + "\nsummary(fit)$coefficients['armPBO', ]" }, out: `  Estimate Std. Error    z value   Pr(>|z|) \n-0.44903    0.14977   -2.99813    0.00272 \n${foot(r)}` }] });
      return { task: "adjusted model with age in months and household size", steps, final: "With bobyqa and standardised covariates the adjusted model converges without warnings: arm OR 0.64 (p = 0.003)." };
    },

    poll(r, mode) {
      const job = `boot-${r.int(1000, 9999)}`;
      const st = (k, s = "R (running)") => `job ${job} · bootMer(fit, nsim = 1000, parallel = "multicore", ncpus = 8)\nsims done ${k}/1000 · process ${r.pid()} state ${s} · load ${r.num(1, 8)}\nlog: ${r.tmp("boot_", ".log")}`;
      const steps = [{ calls: [{ name: "r_job_status", args: { job_id: job }, out: st(118) }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, text: "", calls: [{ name: "r_job_status", args: { job_id: job }, out: st(412, "D (uninterruptible sleep, NFS /scratch)") }] });
        return { task: `parametric bootstrap CI for the arm OR (job ${job})`, steps };
      }
      let k = 118;
      const n = r.int(4, 7);
      for (let i = 0; i < n; i++) {
        k = Math.min(990, k + r.int(120, 220));
        steps.push({ text: "", calls: [{ name: "r_job_status", args: { job_id: job }, out: st(k) }] });
      }
      steps.push({ calls: [{ name: "r_job_status", args: { job_id: job }, out: `job ${job} · finished · 1000/1000 sims (7 failed to converge, dropped)\nperc 95% CI armPBO OR: 0.482 – 0.861` }] });
      return { task: `parametric bootstrap CI for the arm OR (job ${job})`, steps, final: "Bootstrap finished: OR 0.64, 95 % percentile CI 0.48–0.86 (993 usable simulations)." };
    },

    rounds(r, mode) {
      const steps = [];
      if (mode === "loop") {
        const round = (mark) => [
          { mark, text: "", calls: [{ name: "data_summary", args: { dataset: "survey_r4" }, out: "survey_r4: 0 rows · 48 clusters · upload pending from PHC Shikaripara (last sync 2026-11-28)" }] },
          { text: "", calls: [{ name: "r_exec", args: { code: "d4 <- readRDS('data/survey_r4.rds'); " + FIT.replace("data = d", "data = d4") }, err: true, out: `Error in glmer(...): 0 (non-NA) cases\n${foot(r)}` }] },
          { text: "", calls: [{ name: "plot_save", args: { kind: "prevalence_by_arm", round: 4 }, err: true, out: "plot_save: no data for round 4" }] },
        ];
        const k = r.int(2, 4);
        for (let i = 0; i < k; i++) steps.push(...round(i === 1));
        steps.push(round(false)[0]);
        return { task: "round-4 prevalence by arm for the steering committee", steps };
      }
      const phcs = ["Dumka", "Jama", "Jarmundi", "Kathikund", "Gopikandar", "Shikaripara", "Ramgarh", "Masalia", "Ranishwar", "Saraiyahat"].slice(0, r.int(8, 10));
      const res = [];
      for (const p of phcs) {
        const or = r.num(0.45, 0.95);
        res.push(`${p} ${or}`);
        steps.push({ text: "", calls: [{ name: "r_exec", args: { code: `fit_p <- update(fit, data = subset(d, phc == "${p}")); exp(fixef(fit_p))["armPBO"]` }, out: `   armPBO \n${or}${r.int(100, 999)} \n${foot(r)}` }] });
      }
      return { task: "arm OR within each PHC area for the heterogeneity appendix", steps, final: `Arm OR by PHC area: ${res.join(", ")}.` };
    },
  },
};
