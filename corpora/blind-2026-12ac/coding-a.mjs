// Coding codebases 1-4: Rails/RSpec (Scots, SWE-agent), Phoenix/ExUnit (Esperanto, OpenHands),
// Kotlin/Gradle (Venetian, Claude-Code-like), Laravel/PHPUnit (Neapolitan, Codex-like).
const fill = (names, mk) => names.map(mk);

export const rails = {
  id: "rails-rspec-sco", lang: "Scots", style: "swe", root: "/testbed", repo: "bothyhub/bothy-bookings",
  models: ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022"],
  describe: (c) => c.slice(0, 40),
  sys: "SETTING: You are an autonomous programmer working in a command line with a special interface. You can use the `bash` tool and the `str_replace_editor` tool. The repository is checked out at /testbed. Solve the issue; when done, reply with a summary and no tool call.",
  file: "app/models/booking.rb", testFile: "spec/models/booking_spec.rb",
  head: ["# frozen_string_literal: true", "", "class Booking < ApplicationRecord", "  belongs_to :bothy", "  belongs_to :guest, class_name: \"User\"", "  has_many :payments, dependent: :destroy", "", "  validates :arrives_on, :departs_on, presence: true", "  validate :departs_after_arrival", "", "  scope :upcoming, -> { where(\"arrives_on >= ?\", Date.current) }", ""],
  tail: ["  private", "", "  def departs_after_arrival", "    return if departs_on.blank? || arrives_on.blank?", "    errors.add(:departs_on, :after_arrival) unless departs_on > arrives_on", "  end", "end"],
  filler: (i) => { const n = ["guest_name", "bothy_slug", "paid?", "balance_cents", "deposit_cents", "cancellable?", "reference", "summary_line", "overlaps?", "refundable_cents", "season", "peak?", "wood_levy_cents", "keys_code", "to_ical_uid", "late_arrival?", "party_size_ok?", "invoice_number"][i % 18];
    return [`  def ${n}${i >= 18 ? "_v" + i : ""}`, `    ${["guest&.display_name", "bothy.slug", "payments.sum(:amount_cents) >= total_cents", "total_cents - payments.sum(:amount_cents)", "(total_cents * 0.2).round", "arrives_on > 7.days.from_now.to_date", "\"BB-#{id.to_s.rjust(6, \"0\")}\""][i % 7]}`, "  end", ""]; },
  target: ["  def nights", "    ((departs_on.to_time - arrives_on.to_time) / 1.day).floor", "  end", "", "  def total_cents", "    nights * bothy.nightly_rate_cents + wood_levy", "  end", ""],
  bugOld: "    ((departs_on.to_time - arrives_on.to_time) / 1.day).floor", bugNew: "    (departs_on - arrives_on).to_i",
  testCmd: "bundle exec rspec spec/models/booking_spec.rb", suiteCmd: "bundle exec rspec",
  errs: {
    e0: ["Booking#nights counts nights across the clock change", "expect(booking.nights).to eq(3)\n\n       expected: 3\n            got: 2\n\n       (compared using ==)", 31],
    e1: ["Booking#nights counts nights across the clock change", "NoMethodError:\n       undefined method `to_date' for an instance of Integer", 31],
    e2: ["Booking#total_cents adds the wood levy once per booking", "expect(booking.total_cents).to eq(9_600)\n\n       expected: 9600\n            got: 12800\n\n       (compared using ==)", 44],
    eB: ["Booking#nights counts nights across the clock change", "expect(booking.nights).to eq(3)\n\n       expected: 3\n            got: 4\n\n       (compared using ==)", 31],
    eC: ["Booking#nights returns 0 for a same-day booking", "ArgumentError:\n       comparison of Date with nil failed", 37],
  },
  steps: [["    ((departs_on.to_time - arrives_on.to_time) / 1.day).floor", "    (departs_on.to_i - arrives_on.to_i).to_date"], ["    (departs_on.to_i - arrives_on.to_i).to_date", "    (departs_on - arrives_on).to_i"], ["    nights * bothy.nightly_rate_cents + wood_levy", "    nights * bothy.nightly_rate_cents + wood_levy_cents"]],
  cosmetic: [["  def nights", "  # Whole nights between arrival and departure.\n  def nights"], ["    ((departs_on.to_time - arrives_on.to_time) / 1.day).floor", "    ((departs_on.to_time - arrives_on.to_time) / 1.day).floor # DST-safe"], ["  # Whole nights between arrival and departure.", "  # Number of whole nights between arrival and departure."], ["    ((departs_on.to_time - arrives_on.to_time) / 1.day).floor # DST-safe", "    ( (departs_on.to_time - arrives_on.to_time) / 1.day ).floor # DST-safe"]],
  wrong: "    ((departs_on.to_time - arrives_on.to_time) / 1.day).ceil",
  alts: [["    ((departs_on.to_time - arrives_on.to_time) / 1.day).ceil", "eB"], ["    (departs_on.to_date - arrives_on&.to_date).to_i", "eC"], ["    (departs_on - arrives_on).to_i", null]],
  run(r, err, suite) {
    const n = suite ? r.int(212, 236) : 9, seed = r.int(1000, 65000), t = r.secs(0.2, 1.9, 5), l = r.secs(1.8, 3.4, 2);
    if (!err) return { out: `Randomized with seed ${seed}\n${".".repeat(Math.min(n, 60))}${suite ? "\n" + ".".repeat(n - 60) : ""}\n\nFinished in ${t} seconds (files took ${l} seconds to load)\n${n} examples, 0 failures\n\nRandomized with seed ${seed}\n`, code: 0 };
    const [name, body, line] = err;
    const k = r.int(0, n - 1), dots = ".".repeat(k) + "F" + ".".repeat(n - 1 - k);
    return { out: `Randomized with seed ${seed}\n${dots}\n\nFailures:\n\n  1) ${name}\n     Failure/Error: ${body}\n     # ./spec/models/booking_spec.rb:${line}:in \`block (3 levels) in <top (required)>'\n\nFinished in ${t} seconds (files took ${l} seconds to load)\n${n} examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/models/booking_spec.rb:${line - 3} # ${name}\n\nRandomized with seed ${seed}\n`, code: 1 };
  },
  depErr: "An error occurred while loading ./spec/models/booking_spec.rb.\nFailure/Error: require File.expand_path(\"../config/environment\", __dir__)\n\nLoadError:\n  Could not open library 'vips.so.42': vips.so.42: cannot open shared object file: No such file or directory.\n  Could not open library 'libvips.so.42': libvips.so.42: cannot open shared object file: No such file or directory\n# ./config/initializers/image_processing.rb:3:in `<main>'\nNo examples found.\n\nFinished in 0.00003 seconds (files took 2.41 seconds to load)\n0 examples, 0 failures, 1 error occurred outside of examples",
  depTries: [["bundle install", "Bundle complete! 48 Gemfile dependencies, 131 gems now installed.\nUse `bundle info [gemname]` to see where a bundled gem is installed."], ["gem pristine ruby-vips", "Restoring gems to pristine condition...\nRestored ruby-vips-2.2.1"], ["bundle update ruby-vips", "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nBundle updated!"], ["rm -rf vendor/bundle && bundle install", "Fetching gem metadata from https://rubygems.org/.........\nInstalling ffi 1.16.3 with native extensions\nInstalling ruby-vips 2.2.1\nBundle complete! 48 Gemfile dependencies, 131 gems now installed."], ["bundle exec rake assets:clobber", "I, [2026-12-04T09:14:22] INFO -- : Removed /testbed/public/assets"], ["gem install image_processing -v 1.12.2", "Successfully installed image_processing-1.12.2\n1 gem installed"]],
  depChain: [["apt-get install -y -q libvips42", "Reading package lists...\nSetting up libvips42:amd64 (8.14.1-3+deb12u1) ...\nProcessing triggers for libc-bin (2.36-9+deb12u4) ...", "Failure/Error: ActiveRecord::Migration.maintain_test_schema!\n\nActiveRecord::PendingMigrationError:\n\n  Migrations are pending. To resolve this issue, run:\n\n          bin/rails db:migrate RAILS_ENV=test"], ["bin/rails db:migrate RAILS_ENV=test", "== 20261128101455 AddWoodLevyToBothies: migrating ====\n-- add_column(:bothies, :wood_levy_cents, :integer, {:default=>0})\n   -> 0.0041s\n== 20261128101455 AddWoodLevyToBothies: migrated (0.0042s) ===", null]],
  net: ["bundle install", "Fetching gem metadata from https://rubygems.org/\nRetrying fetcher due to error (2/4): Gem::Net::ReadTimeout Gem::Net::ReadTimeout\nRetrying fetcher due to error (3/4): Gem::Net::ReadTimeout Gem::Net::ReadTimeout\nRetrying fetcher due to error (4/4): Gem::Net::ReadTimeout Gem::Net::ReadTimeout\nCould not fetch specs from https://rubygems.org/ due to underlying error <Gem::Net::ReadTimeout: Gem::Net::ReadTimeout (https://rubygems.org/specs.4.8.gz)>", ["bundle install --retry 5", "bundle install --jobs 1", "BUNDLE_TIMEOUT=60 bundle install"], "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nBundle complete! 48 Gemfile dependencies, 131 gems now installed."],
  grepSym: "stay_length", grepNew: "nights", grepHits: "app/models/booking.rb:27:  def nights\napp/views/bookings/_summary.html.erb:4:  <%= t(\".nights\", count: booking.nights) %>\nspec/models/booking_spec.rb:12:  describe \"#nights\" do",
  grepEmpty: [["grep -rn \"stay_length\" app/", ""], ["grep -rni \"stay_length\" app/ lib/ config/", ""], ["grep -rn \"stay_length\\|stayLength\" --include=*.rb --include=*.erb .", ""], ["git grep -n stay_length", ""], ["rg -uu -n stay_length", "CHANGELOG.md:88:- `Booking#stay_length` is deprecated, use `#nights` (0.9.0)"], ["grep -rn \"stay_length\" vendor/ node_modules/ 2>/dev/null | head", ""], ["find . -name \"*stay*\" -not -path \"./node_modules/*\"", ""]],
  ci: { wf: "CI", jobs: ["rubocop", "rspec (3.3)", "brakeman"] },
  tasks: {
    fix: "Thare's a bug: a booking ower the clock change in Mairch gets ane nicht less nor it should. Please sort Booking#nights an mak siccar the specs pass.",
    ci: "Please sort the nicht coont in Booking#nights (it gangs wrang ower the clock change), push tae the branch fix/nights an wait till CI is green afore ye say it's duin.",
    setup: "This is a fresh checkoot. Get the model specs rinnin here (spec/models/booking_spec.rb) an tell me whit's needit.",
    rename: "Somebody says Booking#stay_length is aye cried frae the invoice view. Find whaur it's uised an chynge it tae the new name.",
    multi: "Three things: (1) mend Booking#nights ower the clock change, (2) the wood levy maun be coontit ance per bookin, (3) add a spec for a same-day bookin. Keep a list as ye gang.",
  },
};

export const phoenix = {
  id: "phoenix-exunit-eo", lang: "Esperanto", style: "openhands", root: "/workspace/kunveno", repo: "kunveno/kunveno",
  models: ["claude-3-7-sonnet-20250219", "gpt-4.1-2025-04-14"],
  describe: (c) => c.slice(0, 40),
  sys: "You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve tasks.\n<ROLE>Your primary role is to assist users by executing commands, modifying code, and solving technical problems effectively.</ROLE>",
  file: "lib/kunveno/rsvp.ex", testFile: "test/kunveno/rsvp_test.exs",
  head: ["defmodule Kunveno.Rsvp do", "  @moduledoc \"\"\"", "  RSVP bookkeeping for events: seats, waitlist and reminders.", "  \"\"\"", "  import Ecto.Query, warn: false", "  alias Kunveno.Repo", "  alias Kunveno.Events.{Event, Attendee}", ""],
  tail: ["  defp notify(%Attendee{} = a, kind), do: Kunveno.Mailer.deliver_later(a, kind)", "end"],
  filler: (i) => { const n = ["list_attendees", "get_attendee!", "count_confirmed", "waitlist_for", "cancel", "mark_checked_in", "reminder_due?", "export_csv", "seats_left", "by_email", "promote_next", "dietary_summary", "confirm", "decline", "to_ics", "badge_name"][i % 16];
    return [`  def ${n}${i >= 16 ? "_" + i : ""}(%Event{id: event_id}) do`, `    from(a in Attendee, where: a.event_id == ^event_id${["", " and a.status == :confirmed", " and a.status == :waitlisted", ", order_by: a.inserted_at"][i % 4]})`, `    |> Repo.${["all", "aggregate(:count)", "all", "one"][i % 4]}()`, "  end", ""]; },
  target: ["  def register(%Event{} = event, attrs) do", "    confirmed = count_confirmed(event)", "    status = if confirmed <= event.capacity, do: :confirmed, else: :waitlisted", "", "    %Attendee{event_id: event.id, status: status}", "    |> Attendee.changeset(attrs)", "    |> Repo.insert()", "  end", ""],
  bugOld: "    status = if confirmed <= event.capacity, do: :confirmed, else: :waitlisted", bugNew: "    status = if confirmed < event.capacity, do: :confirmed, else: :waitlisted",
  testCmd: "mix test test/kunveno/rsvp_test.exs", suiteCmd: "mix test",
  errs: {
    e0: ["test register/2 puts the attendee past capacity on the waitlist", "Assertion with == failed\n     code:  assert attendee.status == :waitlisted\n     left:  :confirmed\n     right: :waitlisted", 41],
    e1: ["test register/2 puts the attendee past capacity on the waitlist", "** (CompileError) lib/kunveno/rsvp.ex:58: undefined variable \"capacity\"", 41],
    e2: ["test register/2 sends a waitlist email", "Expected to receive a message matching {:delivered, %Attendee{status: :waitlisted}}, but it did not", 63],
    eB: ["test register/2 confirms the last free seat", "Assertion with == failed\n     code:  assert attendee.status == :confirmed\n     left:  :waitlisted\n     right: :confirmed", 29],
    eC: ["test register/2 puts the attendee past capacity on the waitlist", "** (FunctionClauseError) no function clause matching in Kernel.-/2", 41],
  },
  steps: [["    status = if confirmed <= event.capacity, do: :confirmed, else: :waitlisted", "    status = if confirmed < capacity, do: :confirmed, else: :waitlisted"], ["    status = if confirmed < capacity, do: :confirmed, else: :waitlisted", "    status = if confirmed < event.capacity, do: :confirmed, else: :waitlisted"], ["    |> Repo.insert()", "    |> Repo.insert()\n    |> tap(fn {:ok, %{status: :waitlisted} = a} -> notify(a, :waitlisted); _ -> :ok end)"]],
  cosmetic: [["    confirmed = count_confirmed(event)", "    # seats already taken\n    confirmed = count_confirmed(event)"], ["    status = if confirmed <= event.capacity, do: :confirmed, else: :waitlisted", "    status =\n      if confirmed <= event.capacity, do: :confirmed, else: :waitlisted"], ["    # seats already taken", "    # seats already taken by confirmed attendees"], ["    %Attendee{event_id: event.id, status: status}", "    %Attendee{status: status, event_id: event.id}"]],
  wrong: "    status = if confirmed + 1 < event.capacity, do: :confirmed, else: :waitlisted",
  alts: [["    status = if confirmed + 1 < event.capacity, do: :confirmed, else: :waitlisted", "eB"], ["    status = if event.capacity - confirmed > nil, do: :confirmed, else: :waitlisted", "eC"], ["    status = if confirmed < event.capacity, do: :confirmed, else: :waitlisted", null]],
  run(r, err, suite) {
    const n = suite ? r.int(140, 171) : 11, seed = r.int(100000, 999999), t = r.secs(0.1, 0.9, 1), a = r.secs(0.05, 0.4, 1);
    if (!err) return { out: `Running ExUnit with seed: ${seed}, max_cases: 4\n\n${".".repeat(n)}\nFinished in ${t} seconds (${a}s async, ${(t - a).toFixed(1)}s sync)\n${n} tests, 0 failures\n`, code: 0 };
    const [name, body, line] = err;
    return { out: `Running ExUnit with seed: ${seed}, max_cases: 4\n\n${".".repeat(r.int(3, 7))}\n\n  1) ${name} (Kunveno.RsvpTest)\n     test/kunveno/rsvp_test.exs:${line}\n     ${body}\n     stacktrace:\n       test/kunveno/rsvp_test.exs:${line + 6}: (test)\n\n${".".repeat(r.int(2, 3))}\nFinished in ${t} seconds (${a}s async, ${(t - a).toFixed(1)}s sync)\n${n} tests, 1 failure\n`.replace(/^\.+\n\n  1\)/m, ".".repeat(Math.floor((n - 1) / 2)) + "\n\n  1)").replace(/\n\.+\nFinished/, "\n" + ".".repeat(n - 1 - Math.floor((n - 1) / 2)) + "\nFinished"), code: 2 };
  },
  depErr: "==> bcrypt_elixir\nCOMPILING C code\ncc -O2 -fPIC ... c_src/bcrypt_nif.c -o priv/bcrypt_nif.so\nc_src/bcrypt_nif.c:22:10: fatal error: erl_nif.h: No such file or directory\n   22 | #include \"erl_nif.h\"\n      |          ^~~~~~~~~~~\ncompilation terminated.\nmake: *** [Makefile:39: priv/bcrypt_nif.so] Error 1\n** (Mix) Could not compile dependency :bcrypt_elixir, \"mix compile\" failed. Errors may have been logged above.",
  depTries: [["mix deps.get", "Resolving Hex dependencies...\nResolution completed in 0.094s\nAll dependencies are up to date"], ["mix deps.clean bcrypt_elixir && mix deps.get", "* Cleaning bcrypt_elixir\nResolving Hex dependencies...\n* Getting bcrypt_elixir (Hex package)"], ["mix deps.compile bcrypt_elixir --force", "==> bcrypt_elixir\nCOMPILING C code\nc_src/bcrypt_nif.c:22:10: fatal error: erl_nif.h: No such file or directory\n** (Mix) Could not compile dependency :bcrypt_elixir"], ["rm -rf _build deps && mix deps.get", "Resolving Hex dependencies...\n* Getting phoenix (Hex package)\n* Getting ecto_sql (Hex package)\n* Getting bcrypt_elixir (Hex package)\n..."], ["mix local.rebar --force && mix local.hex --force", "* creating /root/.mix/elixir/1-17/rebar3\n* creating /root/.mix/archives/hex-2.1.1"], ["MIX_ENV=test mix deps.get", "Resolving Hex dependencies...\nAll dependencies are up to date"]],
  depChain: [["apt-get install -y -q erlang-dev build-essential", "Setting up erlang-dev (1:25.2.3+dfsg-1) ...\nSetting up build-essential (12.9) ...", "** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused"], ["service postgresql start && MIX_ENV=test mix ecto.setup", "Starting PostgreSQL 15 database server: main.\nThe database for Kunveno.Repo has been created\n[info] Migrations already up", null]],
  net: ["mix deps.get", "Resolving Hex dependencies...\n** (Mix) Request failed (:timeout)\nFailed to fetch record for 'hexpm/phoenix' from registry (using cache instead)\n** (Mix) Unknown package phoenix in lockfile", ["HEX_HTTP_TIMEOUT=60 mix deps.get", "mix deps.get --verbose", "HEX_HTTP_CONCURRENCY=1 mix deps.get"], "Resolving Hex dependencies...\nResolution completed in 0.211s\nUnchanged:\n  phoenix 1.7.14\n* Getting phoenix (Hex package)"],
  grepSym: "seats_remaining", grepNew: "seats_left", grepHits: "lib/kunveno/rsvp.ex:71:  def seats_left(%Event{id: event_id}) do\nlib/kunveno_web/live/event_live/show.ex:48:      seats: Rsvp.seats_left(event),",
  grepEmpty: [["grep -rn \"seats_remaining\" lib/", ""], ["grep -rn \"seats_remaining\" lib/ test/ priv/", ""], ["grep -rni \"seats.remaining\" --include=*.ex --include=*.exs --include=*.heex .", ""], ["git grep -n seats_remaining", ""], ["grep -rn \"seats_remaining\" deps/ _build/ 2>/dev/null | head", ""], ["git log --oneline -S seats_remaining | head", ""], ["rg -n seats_remaining", ""]],
  ci: { wf: "elixir", jobs: ["format", "credo", "test (1.17 / OTP 27)"] },
  tasks: {
    fix: "La lasta sidloko ne plu estas donata: kiam la evento plenas, novaj aliĝintoj tamen ricevas statuson :confirmed. Bonvolu ripari Kunveno.Rsvp.register/2 kaj certigi, ke la testoj pasas.",
    ci: "Riparu la kapacitan kontrolon en Kunveno.Rsvp.register/2, puŝu al la branĉo fix/capacity kaj atendu ĝis la CI estas verda.",
    setup: "Ĉi tio estas freŝa klono. Funkciigu la testojn de test/kunveno/rsvp_test.exs kaj diru al mi, kio mankis.",
    rename: "Iu diras, ke la ŝablono ankoraŭ vokas seats_remaining. Trovu, kie ĝi estas uzata, kaj ŝanĝu al la nova nomo.",
    multi: "Tri taskoj: (1) riparu la kapacitan kontrolon en register/2, (2) sendu retpoŝton al atendolistanoj, (3) aldonu teston por la lasta sidloko. Tenu liston dum vi laboras.",
  },
};

export const kotlin = {
  id: "kotlin-gradle-vec", lang: "Venetian", style: "claude", root: "/home/dev/acqua-alta", repo: "laguna-dati/acqua-alta",
  models: ["claude-sonnet-4-20250514", "claude-opus-4-1-20250805"],
  describe: (c) => (c.startsWith("./gradlew") ? "Run Gradle tests" : c.startsWith("git") ? "Git: " + c.split(" ")[1] : "Run shell command"),
  sys: "You are an interactive CLI tool that helps users with software engineering tasks. Use the instructions below and the tools available to you to assist the user.\nWorking directory: /home/dev/acqua-alta\nIs directory a git repo: Yes\nPlatform: linux",
  file: "core/src/main/kotlin/it/laguna/tide/TideForecast.kt", testFile: "core/src/test/kotlin/it/laguna/tide/TideForecastTest.kt",
  head: ["package it.laguna.tide", "", "import java.time.Duration", "import java.time.ZonedDateTime", "import kotlin.math.roundToInt", "", "/** Astronomical tide plus surge, in centimetres above the Punta della Salute datum. */", "class TideForecast(private val harmonics: List<Harmonic>, private val surge: SurgeModel) {", ""],
  tail: ["    companion object {", "        const val MOSE_THRESHOLD_CM = 110", "    }", "}"],
  filler: (i) => { const n = ["astronomical", "surgeAt", "peakWithin", "lowWater", "series", "nextHighWater", "exceedances", "meanLevel", "toCsvRow", "phaseOf", "amplitudeSum", "datumShift", "hourly", "sirenLevel"][i % 14];
    return [`    fun ${n}${i >= 14 ? i : ""}(t: ZonedDateTime): Double =`, `        ${["harmonics.sumOf { it.amplitude * kotlin.math.cos(it.speed * hours(t) + it.phase) }", "surge.at(t)", "series(t, Duration.ofHours(6)).maxOf { it.second }", "harmonics.minOf { it.amplitude }.toDouble()", "astronomical(t) + surgeAt(t)"][i % 5]}`, ""]; },
  target: ["    fun alertLevel(t: ZonedDateTime): Int {", "        val cm = (astronomical(t) + surgeAt(t)).roundToInt()", "        return when {", "            cm > 140 -> 4", "            cm > 120 -> 3", "            cm > MOSE_THRESHOLD_CM -> 2", "            cm > 80 -> 1", "            else -> 0", "        }", "    }", ""],
  bugOld: "            cm > 140 -> 4", bugNew: "            cm >= 140 -> 4",
  testCmd: "./gradlew :core:test --tests 'it.laguna.tide.TideForecastTest'", suiteCmd: "./gradlew test",
  errs: {
    e0: ["alert level 4 starts at exactly 140 cm()", "org.opentest4j.AssertionFailedError: expected: <4> but was: <3>", 58],
    e1: ["alert level 4 starts at exactly 140 cm()", "e: file:///home/dev/acqua-alta/core/src/main/kotlin/it/laguna/tide/TideForecast.kt:71:13 Unresolved reference 'LEVEL4_CM'.", 58],
    e2: ["alert level 3 starts at exactly 120 cm()", "org.opentest4j.AssertionFailedError: expected: <3> but was: <2>", 66],
    eB: ["surge below datum gives level 0()", "org.opentest4j.AssertionFailedError: expected: <0> but was: <1>", 79],
    eC: ["alert level 4 starts at exactly 140 cm()", "java.lang.ArithmeticException: Cannot round NaN value.\n\tat kotlin.math.MathKt__MathJVMKt.roundToInt(MathJVM.kt:1172)", 58],
  },
  steps: [["            cm > 140 -> 4", "            cm >= LEVEL4_CM -> 4"], ["            cm >= LEVEL4_CM -> 4", "            cm >= 140 -> 4"], ["            cm > 120 -> 3", "            cm >= 120 -> 3"]],
  cosmetic: [["    fun alertLevel(t: ZonedDateTime): Int {", "    /** Centro Maree alert level 0..4. */\n    fun alertLevel(t: ZonedDateTime): Int {"], ["            cm > 140 -> 4", "            cm > 140 -> 4 // exceptional"], ["    /** Centro Maree alert level 0..4. */", "    /** Centro Maree alert level, 0 (normal) to 4 (exceptional). */"], ["            else -> 0", "            else -> 0 // normal"]],
  wrong: "            cm > 139 -> 4\n            cm > 79 -> 1",
  alts: [["            cm > 139 -> 4\n            cm > 79 -> 1", "eB"], ["            (cm / 0.0).roundToInt() >= 140 -> 4", "eC"], ["            cm >= 140 -> 4", null]],
  run(r, err, suite) {
    const t = r.int(4, 19), tasks = suite ? r.int(31, 38) : r.int(6, 9);
    if (!err) return { out: `> Task :core:compileKotlin UP-TO-DATE\n> Task :core:compileTestKotlin\n> Task :core:test\n\nBUILD SUCCESSFUL in ${t}s\n${tasks} actionable tasks: ${r.int(2, 5)} executed, ${tasks - 3} up-to-date\n`, code: 0 };
    const [name, body, line] = err;
    if (body.startsWith("e: ")) return { out: `> Task :core:compileKotlin FAILED\n${body}\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':core:compileKotlin'.\n> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n   > Compilation error. See log for more details\n\nBUILD FAILED in ${t}s\n${tasks} actionable tasks: 1 executed, ${tasks - 1} up-to-date\n`, code: 1 };
    return { out: `> Task :core:compileKotlin UP-TO-DATE\n> Task :core:test FAILED\n\nTideForecastTest > ${name} FAILED\n    ${body.split("\n")[0]}\n        at app//it.laguna.tide.TideForecastTest.${name.replace(/[^a-zA-Z0-9]+/g, "_")}(TideForecastTest.kt:${line})\n\n14 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':core:test'.\n> There were failing tests. See the report at: file:///home/dev/acqua-alta/core/build/reports/tests/test/index.html\n\nBUILD FAILED in ${t}s\n${tasks} actionable tasks: 2 executed, ${tasks - 2} up-to-date\n`, code: 1 };
  },
  depErr: "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':core:test'.\n> Failed to calculate the value of task ':core:compileJava' property 'javaCompiler'.\n   > No matching toolchains found for requested specification: {languageVersion=21, vendor=any vendor, implementation=vendor-specific} for LINUX on x86_64.\n      > No locally installed toolchains match and toolchain download repositories have not been configured.\n\nBUILD FAILED in 2s",
  depTries: [["./gradlew --stop && ./gradlew :core:test", "Stopping Daemon(s)\n1 Daemon stopped\n(build output follows)"], ["./gradlew clean", "BUILD SUCCESSFUL in 1s\n2 actionable tasks: 2 executed"], ["rm -rf ~/.gradle/caches/ && ./gradlew --refresh-dependencies help", "Welcome to Gradle 8.10.2!\nBUILD SUCCESSFUL in 41s"], ["./gradlew :core:dependencies --configuration testRuntimeClasspath | tail -5", "\\--- org.junit.jupiter:junit-jupiter:5.11.3\n(*) - Indicates repeated occurrences of a transitive dependency subtree.\nBUILD SUCCESSFUL in 3s"], ["./gradlew wrapper --gradle-version 8.11", "BUILD SUCCESSFUL in 6s\n1 actionable task: 1 executed"], ["./gradlew --no-daemon :core:test", "To honour the JVM settings for this build a single-use Daemon process will be forked."]],
  depChain: [["sdk install java 21.0.5-tem", "Downloading: java 21.0.5-tem\nInstalling: java 21.0.5-tem\nDone installing!\nSetting java 21.0.5-tem as default.", "> Task :core:compileKotlin FAILED\ne: Could not find or load main class org.jetbrains.kotlin.cli.jvm.K2JVMCompiler (JAVA_HOME points to 17)"], ["export JAVA_HOME=$HOME/.sdkman/candidates/java/21.0.5-tem && ./gradlew --stop", "Stopping Daemon(s)\n1 Daemon stopped", null]],
  net: ["./gradlew :core:test", "> Could not resolve all files for configuration ':core:testRuntimeClasspath'.\n   > Could not download junit-jupiter-engine-5.11.3.jar (org.junit.jupiter:junit-jupiter-engine:5.11.3)\n      > Could not get resource 'https://repo.maven.apache.org/maven2/org/junit/jupiter/junit-jupiter-engine/5.11.3/junit-jupiter-engine-5.11.3.jar'.\n         > Could not GET 'https://repo.maven.apache.org/maven2/...'. Received status code 502 from server: Bad Gateway\n\nBUILD FAILED in 9s", ["./gradlew :core:test --refresh-dependencies", "./gradlew :core:test --info 2>&1 | tail -20", "./gradlew :core:test -Dorg.gradle.internal.http.socketTimeout=120000"], "> Task :core:test\n\nBUILD SUCCESSFUL in 23s\n7 actionable tasks: 3 executed, 4 up-to-date"],
  grepSym: "sirenCode", grepNew: "sirenLevel", grepHits: "core/src/main/kotlin/it/laguna/tide/TideForecast.kt:88:    fun sirenLevel(t: ZonedDateTime): Double =\napp/src/main/kotlin/it/laguna/app/Bulletin.kt:31:        val s = forecast.sirenLevel(now)",
  grepEmpty: [["grep -rn \"sirenCode\" core/src", ""], ["grep -rn \"sirenCode\" --include=*.kt .", ""], ["grep -rni \"siren_code\\|sirenCode\" .", ""], ["git grep -n sirenCode", ""], ["find . -name \"*Siren*\"", ""], ["grep -rn \"sirenCode\" build/ 2>/dev/null | head", ""], ["rg -n -i sirencode", ""]],
  ci: { wf: "build", jobs: ["ktlint", "test (21)", "detekt"] },
  tasks: {
    fix: "El livèło de alarme el xe sbajà: co ła marea ła riva giusto a 140 cm ła app ła dise 3 invese de 4. Sistema TideForecast.alertLevel e fà che i test i passe.",
    ci: "Sistema el limite de TideForecast.alertLevel (140 cm ga da èsar livèło 4), fà push so'l branch fix/alert-level e speta che ła CI ła sia verde.",
    setup: "Xe un checkout novo. Fà partir i test de :core e dime cossa che mancava.",
    rename: "I dise che Bulletin.kt el ciama ncora sirenCode. Trova dove che el xe doparà e cambia col nome novo.",
    multi: "Tre robe: (1) sistema el livèło 4 a 140 cm, (2) anca el livèło 3 el ga da tacar a 120, (3) zonta un test par ła marea soto el zero. Tien na lista mentre che te lavori.",
  },
};

export const laravel = {
  id: "laravel-phpunit-nap", lang: "Neapolitan", style: "codex", root: "/home/user/pizzeria-api", repo: "forno-digitale/pizzeria-api",
  models: ["gpt-5-codex", "o4-mini-2025-04-16"],
  describe: (c) => c,
  sys: "You are Codex, based on GPT-5. You are running as a coding agent in the Codex CLI on a user's computer.\n- The arguments to `shell` will be passed to execvp().\n- Use `apply_patch` to edit files.\n- Sandbox: workspace-write; network access enabled.",
  file: "app/Services/DeliveryFee.php", testFile: "tests/Unit/DeliveryFeeTest.php",
  head: ["<?php", "", "namespace App\\Services;", "", "use App\\Models\\Order;", "use App\\Models\\Zone;", "use Illuminate\\Support\\Carbon;", "", "final class DeliveryFee", "{", "    public function __construct(private readonly ZoneResolver $zones) {}", ""],
  tail: ["    private function cents(float $euros): int", "    {", "        return (int) round($euros * 100);", "    }", "}"],
  filler: (i) => { const n = ["baseFor", "isLateNight", "riderBonus", "zoneFor", "minimumOrder", "freeAbove", "stormSurcharge", "stairsFee", "scooterOnly", "quoteLabel", "promoCodeFor", "isHoliday"][i % 12];
    return [`    public function ${n}${i >= 12 ? i : ""}(Order $order): ${["int", "bool", "int", "?Zone", "int", "int"][i % 6]}`, "    {", `        return ${["$this->cents($this->zones->for($order->address)->base_fee)", "$order->placed_at->hour >= 23", "$order->items->count() > 6 ? 150 : 0", "$this->zones->for($order->address)", "1200", "3500"][i % 6]};`, "    }", ""]; },
  target: ["    public function quote(Order $order): int", "    {", "        $subtotal = $order->items->sum('price_cents');", "        if ($subtotal > $this->freeAbove($order)) {", "            return 0;", "        }", "        return $this->baseFor($order) + $this->riderBonus($order);", "    }", ""],
  bugOld: "        if ($subtotal > $this->freeAbove($order)) {", bugNew: "        if ($subtotal >= $this->freeAbove($order)) {",
  testCmd: "vendor/bin/phpunit --filter DeliveryFeeTest", suiteCmd: "vendor/bin/phpunit",
  errs: {
    e0: ["Tests\\Unit\\DeliveryFeeTest::test_free_delivery_from_exactly_35_euros", "Failed asserting that 390 is identical to 0.", 42],
    e1: ["Tests\\Unit\\DeliveryFeeTest::test_free_delivery_from_exactly_35_euros", "TypeError: App\\Services\\DeliveryFee::freeAbove(): Argument #1 ($order) must be of type App\\Models\\Order, int given, called in /home/user/pizzeria-api/app/Services/DeliveryFee.php on line 61", 42],
    e2: ["Tests\\Unit\\DeliveryFeeTest::test_rider_bonus_applies_late_at_night", "Failed asserting that 390 is identical to 540.", 77],
    eB: ["Tests\\Unit\\DeliveryFeeTest::test_charges_below_threshold", "Failed asserting that 0 is identical to 390.", 55],
    eC: ["Tests\\Unit\\DeliveryFeeTest::test_free_delivery_from_exactly_35_euros", "Error: Call to a member function sum() on null", 42],
  },
  steps: [["        if ($subtotal > $this->freeAbove($order)) {", "        if ($subtotal >= $this->freeAbove($subtotal)) {"], ["        if ($subtotal >= $this->freeAbove($subtotal)) {", "        if ($subtotal >= $this->freeAbove($order)) {"], ["        return $this->baseFor($order) + $this->riderBonus($order);", "        $bonus = $this->isLateNight($order) ? 150 : $this->riderBonus($order);\n        return $this->baseFor($order) + $bonus;"]],
  cosmetic: [["        $subtotal = $order->items->sum('price_cents');", "        // subtotal in cents\n        $subtotal = $order->items->sum('price_cents');"], ["        if ($subtotal > $this->freeAbove($order)) {", "        if ( $subtotal > $this->freeAbove($order) ) {"], ["        // subtotal in cents", "        // order subtotal in cents, before delivery"], ["            return 0;", "            return 0; // free delivery"]],
  wrong: "        if ($subtotal + 100 > $this->freeAbove($order)) {",
  alts: [["        if ($subtotal + 100 > $this->freeAbove($order)) {", "eB"], ["        if ($order->lines?->sum('price_cents') >= $this->freeAbove($order)) {", "eC"], ["        if ($subtotal >= $this->freeAbove($order)) {", null]],
  run(r, err, suite) {
    const n = suite ? r.int(180, 214) : 9, t = r.secs(0.05, 0.9, 3), mem = r.pick(["24.00", "26.00", "28.00", "30.00"]);
    const hdr = `PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\nConfiguration: /home/user/pizzeria-api/phpunit.xml\n\n`;
    if (!err) return { out: `${hdr}${".".repeat(Math.min(n, 63))}${n > 63 ? ` 63 / ${n} ( 29%)` : `${" ".repeat(Math.max(1, 64 - n))}${n} / ${n} (100%)`}\n\nTime: 00:${t.padStart(6, "0")}, Memory: ${mem} MB\n\nOK (${n} tests, ${n + r.int(4, 30)} assertions)\n`, code: 0 };
    const [name, body, line] = err;
    return { out: `${hdr}..F......${" ".repeat(55)}${n} / ${n} (100%)\n\nTime: 00:${t.padStart(6, "0")}, Memory: ${mem} MB\n\nThere was 1 failure:\n\n1) ${name}\n${body}\n\n/home/user/pizzeria-api/tests/Unit/DeliveryFeeTest.php:${line}\n\nFAILURES!\nTests: ${n}, Assertions: ${n + 6}, Failures: 1.\n`, code: 1 };
  },
  depErr: "PHP Fatal error:  Uncaught Error: Call to undefined function Illuminate\\Support\\mb_split() in /home/user/pizzeria-api/vendor/laravel/framework/src/Illuminate/Support/Str.php:1411\nStack trace:\n#0 /home/user/pizzeria-api/vendor/laravel/framework/src/Illuminate/Support/Str.php(1460): Illuminate\\Support\\Str::studly()\n#1 {main}\n  thrown in /home/user/pizzeria-api/vendor/laravel/framework/src/Illuminate/Support/Str.php on line 1411",
  depTries: [["composer install", "Installing dependencies from lock file (including require-dev)\nNothing to install, update or remove\nGenerating optimized autoload files\n> Illuminate\\Foundation\\ComposerScripts::postAutoloadDump"], ["composer dump-autoload -o", "Generating optimized autoload files\nGenerated optimized autoload files containing 6021 classes"], ["rm -rf vendor && composer install", "Installing dependencies from lock file (including require-dev)\nPackage operations: 112 installs, 0 updates, 0 removals\n  - Installing laravel/framework (v11.31.0): Extracting archive\nGenerating optimized autoload files"], ["php artisan optimize:clear", "   INFO  Clearing cached bootstrap files.\n\n  config ........................ 2.11ms DONE\n  cache ......................... 3.40ms DONE\n  compiled ...................... 0.84ms DONE"], ["composer update laravel/framework --with-all-dependencies", "Loading composer repositories with package information\nUpdating dependencies\nNothing to modify in lock file"], ["php artisan config:clear && composer install", "   INFO  Configuration cache cleared successfully.\n\nNothing to install, update or remove"]],
  depChain: [["sudo apt-get install -y php8.3-mbstring", "Setting up php8.3-mbstring (8.3.13-1+ubuntu24.04.1+deb.sury.org+1) ...\nCreating config file /etc/php/8.3/mods-available/mbstring.ini with new version", "In Connection.php line 825:\n  SQLSTATE[HY000]: General error: 1 no such table: zones (Connection: sqlite, SQL: select * from \"zones\")"], ["php artisan migrate --env=testing --force", "   INFO  Running migrations.\n\n  2026_11_20_000001_create_zones_table ........ 4.21ms DONE\n  2026_11_20_000002_create_orders_table ....... 3.02ms DONE", null]],
  net: ["composer install", "Installing dependencies from lock file (including require-dev)\n  - Downloading laravel/framework (v11.31.0)\n    Failed to download laravel/framework from dist: curl error 28 while downloading https://api.github.com/repos/laravel/framework/zipball/...: Operation timed out after 10002 milliseconds with 0 out of 0 bytes received\n    Now trying to download from source\nIn Git.php line 472:\n  Failed to clone https://github.com/laravel/framework.git", ["COMPOSER_PROCESS_TIMEOUT=600 composer install", "composer install --prefer-dist -vvv 2>&1 | tail -15", "composer clear-cache && composer install"], "Installing dependencies from lock file (including require-dev)\nPackage operations: 112 installs, 0 updates, 0 removals\nGenerating optimized autoload files\n86 packages you are using are looking for funding."],
  grepSym: "stairsSurcharge", grepNew: "stairsFee", grepHits: "app/Services/DeliveryFee.php:84:    public function stairsFee(Order $order): int\nresources/views/orders/receipt.blade.php:19:    {{ $fee->stairsFee($order) }}",
  grepEmpty: [["grep -rn \"stairsSurcharge\" app/", ""], ["grep -rn \"stairsSurcharge\" app/ resources/ routes/", ""], ["grep -rni \"stairs_surcharge\\|stairsSurcharge\" --include=*.php .", ""], ["git grep -n stairsSurcharge", ""], ["grep -rn stairsSurcharge storage/framework/views | head", ""], ["rg -n -uu stairsSurcharge --glob '!vendor'", ""], ["find . -path ./vendor -prune -o -name '*Stairs*' -print", ""]],
  ci: { wf: "tests", jobs: ["pint", "phpunit (8.3)", "larastan"] },
  tasks: {
    fix: "Nu cliente dice ca cu n'ordine 'e 35 euro justi ce fanno pavà 'a cunzegna, ma 'a cunzegna adda essere gratis a partire 'a 35 euro. Aggiusta DeliveryFee::quote e fa' passà 'e test.",
    ci: "Aggiusta 'a soglia 'e DeliveryFee::quote (35 euro justi = cunzegna gratis), fa' push ncopp' 'o branch fix/free-delivery e aspetta ca 'a CI se fa verde.",
    setup: "È nu checkout nuovo. Fa' partì 'e test 'e DeliveryFeeTest e dimme che mancava.",
    rename: "Diceno ca 'a ricevuta chiamma ancora stairsSurcharge. Truova addò se usa e cagnalo c''o nomme nuovo.",
    multi: "Tre cose: (1) aggiusta 'a soglia d''e 35 euro, (2) 'o bonus d''o rider 'e notte, (3) miette nu test pe' sotto 'a soglia. Tienete na lista mentre faticate.",
  },
};
