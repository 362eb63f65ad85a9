import { patternRule, REDACTED, type SecretRule } from './secret-rule.js';

// Vendor token formats, modelled on gitleaks' default rule set (config/gitleaks.toml) and secretlint's
// recommended preset. Lengths are lower bounds, not exact, so a token cut short in a log line still goes.
// `(?![\w-])` ends a token where `\b` cannot: after a `-` or `_` that is part of the token.

/** Tokens recognisable by their own prefix, wherever they appear. */
export const tokenRules: readonly SecretRule[] = [
  patternRule(
    'anthropic-api-key',
    'Anthropic API and admin keys (`sk-ant-…`).',
    ['sk-ant-'],
    /\bsk-ant-[A-Za-z0-9_-]{20,}/g,
    REDACTED,
  ),
  patternRule(
    'openai-api-key',
    'OpenAI keys: `sk-proj-…`, `sk-svcacct-…`, `sk-admin-…` and legacy `sk-…` (also OpenRouter and DeepSeek `sk-` keys).',
    ['sk-'],
    /\bsk-(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}|[A-Za-z0-9_-]{20,})/g,
    // A bare `sk-` needs a digit or real length, so a slug like `sk-learn-compatible-models` stays.
    (match) =>
      /^sk-(?:proj|svcacct|admin|None)-/.test(match) || /\d/.test(match) || match.length >= 35
        ? REDACTED
        : match,
  ),
  patternRule(
    'other-llm-api-key',
    'Other model providers: Groq `gsk_…`, xAI `xai-…`, Replicate `r8_…`, Perplexity `pplx-…`.',
    ['gsk_', 'xai-', 'r8_', 'pplx-'],
    /\b(?:gsk_[A-Za-z0-9]{40,}|xai-[A-Za-z0-9]{60,}|r8_[A-Za-z0-9]{30,}|pplx-[A-Za-z0-9]{40,})/g,
    REDACTED,
  ),
  patternRule(
    'aws-access-key-id',
    'AWS access key ids (`AKIA…`, `ASIA…`, `ABIA…`, `ACCA…`, `A3T…`).',
    ['akia', 'asia', 'abia', 'acca', 'a3t'],
    /\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}\b/g,
    REDACTED,
  ),
  patternRule(
    'github-token',
    'GitHub tokens: `ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` and fine-grained `github_pat_`.',
    ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{22,})/g,
    REDACTED,
  ),
  patternRule(
    'gitlab-token',
    'GitLab tokens: personal `glpat-`, deploy `gldt-`, runner `glrt-`, trigger `glptt-` and the rest of the `gl…-` family.',
    ['glpat-', 'gldt-', 'glptt-', 'glrt-', 'glcbt-', 'glft-', 'glimt-', 'glsoat-', 'glagent-', 'gloas-'],
    /\bgl(?:pat|dt|ptt|rt|cbt|ft|imt|soat|agent|oas)-[A-Za-z0-9_-]{20,}/g,
    REDACTED,
  ),
  patternRule(
    'slack-token',
    'Slack bot, user, app and refresh tokens (`xoxb-`, `xoxp-`, `xoxa-`, `xoxe-`, `xoxo-`, `xoxr-`, `xoxs-`, `xapp-`).',
    ['xox', 'xapp-'],
    /\b(?:xox[abeoprs]|xapp)-[A-Za-z0-9-]{10,}/g,
    REDACTED,
  ),
  patternRule(
    'chat-webhook-url',
    'Slack (`hooks.slack.com/services/…`) and Discord (`discord.com/api/webhooks/…`) webhook URLs: the path is the secret.',
    ['hooks.slack.com/', '/api/webhooks/'],
    /(https?:\/\/(?:hooks\.slack\.com\/(?:services|workflows|triggers)|(?:canary\.|ptb\.)?discord(?:app)?\.com\/api\/webhooks)\/)[A-Za-z0-9+/_-]{8,}/g,
    `$1${REDACTED}`,
  ),
  patternRule(
    'stripe-key',
    'Stripe secret and restricted keys (`sk_live_`, `sk_test_`, `rk_live_`, `rk_test_`) and webhook secrets (`whsec_`).',
    ['sk_live_', 'sk_test_', 'sk_prod_', 'rk_live_', 'rk_test_', 'rk_prod_', 'whsec_'],
    /\b(?:[sr]k_(?:live|test|prod)_[A-Za-z0-9]{10,}|whsec_[A-Za-z0-9]{24,})/g,
    REDACTED,
  ),
  patternRule(
    'google-api-key',
    'Google API keys, Gemini included (`AIza…`, 39 characters).',
    ['aiza'],
    /\bAIza[A-Za-z0-9_-]{35}(?![\w-])/g,
    REDACTED,
  ),
  patternRule(
    'google-oauth-token',
    'Google OAuth access tokens (`ya29.…`) and refresh tokens (`1//0…`).',
    ['ya29.', '1//0'],
    /\bya29\.[A-Za-z0-9_-]{20,}|\b1\/\/0[A-Za-z0-9_-]{30,}/g,
    REDACTED,
  ),
  patternRule(
    'json-web-token',
    'JSON Web Tokens (`eyJ….eyJ….…`), signed or not.',
    ['eyj'],
    /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*/g,
    REDACTED,
  ),
  patternRule(
    'hugging-face-token',
    'Hugging Face access tokens (`hf_…`).',
    ['hf_'],
    /\bhf_[A-Za-z0-9]{30,}/g,
    REDACTED,
  ),
  patternRule(
    'npm-token',
    'npm access tokens (`npm_…`).',
    ['npm_'],
    /\bnpm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g,
    REDACTED,
  ),
  patternRule(
    'pypi-token',
    'PyPI upload tokens (`pypi-AgEIcHlwaS5vcmc…`).',
    ['pypi-ageichlwas5vcmc'],
    /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}/g,
    REDACTED,
  ),
  patternRule(
    'sendgrid-api-key',
    'SendGrid API keys (`SG.<22>.<43>`).',
    ['sg.'],
    /\bSG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}/g,
    REDACTED,
  ),
  patternRule(
    'twilio-api-key',
    'Twilio API key SIDs (`SK` and 32 hex digits).',
    ['sk'],
    /\bSK[0-9a-fA-F]{32}\b/g,
    REDACTED,
  ),
  patternRule(
    'shopify-token',
    'Shopify access tokens and shared secrets (`shpat_`, `shpca_`, `shppa_`, `shpss_`).',
    ['shpat_', 'shpca_', 'shppa_', 'shpss_'],
    /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g,
    REDACTED,
  ),
  patternRule(
    'digitalocean-token',
    'DigitalOcean personal, OAuth and refresh tokens (`dop_v1_`, `doo_v1_`, `dor_v1_`).',
    ['dop_v1_', 'doo_v1_', 'dor_v1_'],
    /\bdo[opr]_v1_[a-f0-9]{64}\b/g,
    REDACTED,
  ),
  patternRule(
    'telegram-bot-token',
    'Telegram bot tokens (`123456789:AA…`).',
    [':aa'],
    /(?<!\d)\d{8,10}:AA[A-Za-z0-9_-]{33}(?![\w-])/g,
    REDACTED,
  ),
];
