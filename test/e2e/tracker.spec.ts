import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import { MOBILE, expect, test, waitForHydration } from "./fixtures";

/**
 * The symptom tracker (/tracker) as a reader uses it on a 375 px phone, against the production
 * build: three weeks of days logged, the page reopened with no connection, the GP summary
 * printed, both exports, a restore into a fresh browser, and everything deleted. A recorder
 * sees every request the browser makes (its service worker's included) and fails the test if
 * any carries something she entered (docs/decisions/0044-the-symptom-tracker.md).
 */

test.use({ viewport: MOBILE });

const DAYS = 21;

/** Her today, by the browser's clock (the same machine's as this test's). */
function localDate(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** What she logs on the day `index` days ago: every value distinct enough to recognise. */
function dayPlan(index: number) {
  return {
    date: localDate(-index),
    hotFlushes: 3 + (index % 7),
    nightSweats: index % 4,
    mood: 3 + (index % 6),
    sleepHours: 5 + (index % 4) * 0.5,
    brainFog: index % 4,
    bleeding: index === 12 ? "Heavy" : index === 13 ? "Light" : "None",
    palpitations: index === 5 ? 2 : 0,
    chestPain: index === 5,
    change: index === 17 ? "HRT patch 50 micrograms zq-med" : null,
    note: `Day ${index} note zq${index}x: walked the dog, tea before nine`,
  };
}
const plans = Array.from({ length: DAYS }, (_, index) => dayPlan(index));

/** Strings only her entries contain: none may appear in any request. */
const SECRETS = ["zq-med", "walked the dog", ...plans.map((plan) => plan.note.match(/zq\d+x/)![0])];

/** Records every request the context makes, pages and service worker alike. */
function recordRequests(context: BrowserContext) {
  const seen: { url: string; body: string }[] = [];
  context.on("request", (request) =>
    seen.push({ url: request.url(), body: request.postData() ?? "" }),
  );
  return {
    seen,
    expectNothingSent() {
      const leaks = seen.filter(({ url, body }) =>
        SECRETS.some((secret) => decodeURIComponent(url).includes(secret) || body.includes(secret)),
      );
      expect(leaks, "requests carrying an entry").toEqual([]);
      expect(
        seen.filter(({ body }) => body !== ""),
        "requests with a body",
      ).toEqual([]);
    },
  };
}

async function openTracker(page: Page) {
  await page.goto("/tracker");
  await waitForHydration(page);
  await page.locator('[data-tracker="ready"]').waitFor();
}

async function logDay(page: Page, plan: ReturnType<typeof dayPlan>) {
  await page.getByRole("radio", { name: "Another day" }).check();
  await page.getByLabel("Date", { exact: true }).fill(plan.date);
  const form = page.getByRole("form", { name: "How was your day?" });
  await form
    .getByRole("spinbutton", { name: "Hot flushes in the day" })
    .fill(String(plan.hotFlushes));
  await form.getByRole("spinbutton", { name: "Night sweats" }).fill(String(plan.nightSweats));
  await form.getByRole("spinbutton", { name: "Hours of sleep" }).fill(String(plan.sleepHours));
  await form.getByRole("spinbutton", { name: "Mood, out of ten" }).fill(String(plan.mood));
  await form
    .getByRole("group", { name: "Brain fog" })
    .getByRole("radio", { name: new RegExp(`^${plan.brainFog} `) })
    .check();
  await form
    .getByRole("group", { name: "Palpitations" })
    .getByRole("radio", { name: new RegExp(`^${plan.palpitations} `) })
    .check();
  if (plan.chestPain) await form.getByRole("checkbox", { name: "Chest pain" }).check();
  await form.getByRole("radio", { name: plan.bleeding, exact: true }).check();
  if (plan.change) {
    await form.getByLabel("Anything changed?").selectOption("started");
    await form.getByRole("textbox", { name: "What changed" }).fill(plan.change);
  }
  await form.getByRole("textbox", { name: "Anything else" }).fill(plan.note);
  await form.getByRole("button", { name: "Save this day" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved:" })).toBeVisible();
}

/** Every logged day is listed, with its note, newest first. */
async function expectEveryDay(page: Page) {
  await page.getByRole("button", { name: `Show all ${DAYS} days` }).click();
  const list = page.getByTestId("days-list");
  await expect(list.getByRole("listitem")).toHaveCount(DAYS);
  for (const plan of plans) await expect(list).toContainText(plan.note);
}

test("three weeks logged on a phone, reopened offline, printed, exported, restored elsewhere and deleted, with nothing sent", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const recorder = recordRequests(context);
  await openTracker(page);
  await expect(page.getByTestId("days-list")).toHaveCount(0);

  for (const plan of plans) await logDay(page, plan);
  await expectEveryDay(page);

  // The days that match the guides' warning signs say so in the guides' words.
  await page.getByRole("button", { name: `Change ${longDate(plans[12]!.date)}` }).click();
  await page.getByRole("button", { name: "Save this day" }).click();
  await expect(page.getByRole("alert")).toContainText("The NHS describes periods as heavy");
  await expect(
    page.getByRole("alert").getByRole("link", { name: "heavy periods" }),
  ).toHaveAttribute("href", "https://www.nhs.uk/conditions/heavy-periods/");
  await page.getByRole("button", { name: `Change ${longDate(plans[5]!.date)}` }).click();
  await page.getByRole("button", { name: "Save this day" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Call 999 if palpitations come with chest pain, severe breathlessness or fainting.",
  );

  // Any day can be corrected.
  await page.getByRole("button", { name: `Change ${longDate(plans[2]!.date)}` }).click();
  const form = page.getByRole("form", { name: "How was your day?" });
  await expect(form.getByRole("spinbutton", { name: "Mood, out of ten" })).toHaveValue(
    String(plans[2]!.mood),
  );
  await form.getByRole("spinbutton", { name: "Mood, out of ten" }).fill("9");
  await form.getByRole("button", { name: "Save this day" }).click();
  await expect(page.getByTestId("days-list").getByRole("listitem").nth(2)).toContainText("mood 9");
  plans[2]!.mood = 9;

  // The chart, and its table, over each range.
  const chart = page.getByTestId("pattern-chart");
  await expect(chart.locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
  await expect(chart.locator(".recharts-reference-line")).toHaveCount(1);
  for (const range of ["3 months", "A year", "4 weeks"]) {
    await page.getByRole("radio", { name: range }).check();
    await expect(chart.locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
  }
  await chart.getByText("The same numbers as a table").click();
  const table = chart.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(29);
  await expect(table).toContainText("HRT patch 50 micrograms");

  // Offline: the service worker has the page and its code.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
  });
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await page.locator('[data-tracker="ready"]').waitFor();
  await expectEveryDay(page);
  await expect(
    page.getByTestId("pattern-chart").locator(".recharts-wrapper > svg.recharts-surface"),
  ).toBeVisible();

  // The GP summary, as printed.
  await page.emulateMedia({ media: "print" });
  const summary = page.getByTestId("gp-summary");
  await expect(summary).toBeVisible();
  await expect(page.getByRole("form", { name: "How was your day?" })).toBeHidden();
  await expect(summary).toContainText("Symptom summary: the last twelve weeks");
  await expect(summary).toContainText(`Days logged: ${DAYS} of 84`);
  await expect(summary).toContainText(
    `${longDate(plans[17]!.date)}: Started, ${plans[17]!.change}`,
  );
  await expect(summary).toContainText(`${longDate(plans[13]!.date)}: 2 days, heaviest heavy`);
  await expect(summary).toContainText(plans[0]!.note);
  await expect(summary).toContainText("Days to mention first");
  await expect(
    page.getByRole("heading", { name: "Before and at Your GP Appointment" }),
  ).toBeVisible();
  const pdf = await page.pdf({ format: "A4" });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0;
  testInfo.annotations.push({ type: "GP summary pages (A4)", description: String(pages) });
  expect(pages).toBeGreaterThan(0);
  await page.emulateMedia({ media: "screen" });

  // Both exports, made on the device (still offline).
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download as a spreadsheet (CSV)" }).click();
  const csv = readFileSync((await (await csvDownload).path())!, "utf8");
  const csvLines = csv.trim().split("\r\n");
  expect(csvLines).toHaveLength(DAYS + 1);
  expect(csvLines[0]).toMatch(/^Date,Hot flushes,Night sweats,/);
  for (const plan of plans) expect(csv).toContain(plan.note);

  const backupDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save a backup file" }).click();
  const backup = await backupDownload;
  expect(backup.suggestedFilename()).toMatch(/^symptom-tracker-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const backupPath = testInfo.outputPath("backup.json");
  await backup.saveAs(backupPath);
  expect(JSON.parse(readFileSync(backupPath, "utf8")).days).toHaveLength(DAYS);
  await context.setOffline(false);

  // A new phone: a fresh browser profile, restored from the file.
  const fresh = await browser.newContext({ viewport: MOBILE });
  const freshRecorder = recordRequests(fresh);
  const newPhone = await fresh.newPage();
  await openTracker(newPhone);
  await expect(newPhone.getByText("Nothing logged yet.")).toBeVisible();
  await newPhone.getByLabel("Restore from a backup file").setInputFiles(backupPath);
  await expect(newPhone.getByText(`Restored ${DAYS} days from your backup.`)).toBeVisible();
  await expectEveryDay(newPhone);
  await newPhone.reload();
  await newPhone.locator('[data-tracker="ready"]').waitFor();
  await expectEveryDay(newPhone);
  const restored = await newPhone.evaluate(() => document.body.innerText);
  expect(restored).toContain("mood 9");
  freshRecorder.expectNothingSent();
  await fresh.close();

  // Delete everything, in one place.
  await page.getByRole("button", { name: "Delete everything" }).click();
  await page.getByRole("button", { name: "Yes, delete my whole diary" }).click();
  await expect(page.getByText("Your diary has been deleted from this browser.")).toBeVisible();
  await expect(page.getByText("Nothing logged yet.")).toBeVisible();
  await page.reload();
  await page.locator('[data-tracker="ready"]').waitFor();
  await expect(page.getByText("Nothing logged yet.")).toBeVisible();

  recorder.expectNothingSent();
  expect(recorder.seen.length).toBeGreaterThan(10);
});

function longDate(date: string) {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.parse(`${date}T12:00:00Z`));
}

test.describe("a backup that isn't right", () => {
  const good = (days: unknown[]) =>
    JSON.stringify({
      kind: "menopause-and-me-symptom-tracker",
      version: 1,
      exportedAt: new Date().toISOString(),
      lastPeriod: null,
      days,
    });
  const day = (date: string, note: string) => ({
    v: 1,
    date,
    scores: { "brain-fog": 2 },
    hotFlushes: 4,
    nightSweats: 1,
    sleepHours: 6.5,
    timesWoken: 2,
    mood: 5,
    bleeding: "none",
    chestPain: false,
    fainting: false,
    medicines: "",
    change: null,
    note,
    savedAt: new Date().toISOString(),
  });

  test("is refused whole with a plain message, or kept as text, and changes nothing stored", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await openTracker(page);
    const input = page.getByLabel("Restore from a backup file");
    const restore = async (name: string, text: string | Buffer) => {
      const file = testInfo.outputPath(name);
      writeFileSync(file, text);
      await input.setInputFiles(file);
    };

    await restore("first.json", good([day(localDate(-1), "The first day, kept")]));
    await expect(page.getByText("Restored 1 day from your backup.")).toBeVisible();

    const refusals: [string, string | Buffer, RegExp][] = [
      ["newer.json", good([]).replace('"version":1', '"version":2'), /newer version/],
      ["not-json.json", "<html><script>alert(1)</script>", /isn't a tracker backup/],
      ["other.json", JSON.stringify({ days: [] }), /isn't a tracker backup/],
      [
        "bad-day.json",
        good([day(localDate(-2), "fine"), { ...day("2026-02-30", "x") }]),
        /Day 2 in that backup can't be read: a date is not a real day/,
      ],
      [
        "long-note.json",
        good([day(localDate(-3), "x".repeat(10_000))]),
        /Day 1 in that backup can't be read: A note is longer/,
      ],
      [
        "extra-field.json",
        good([{ ...day(localDate(-4), "x"), html: "<b>hi</b>" }]),
        /Day 1 in that backup can't be read/,
      ],
      [
        "huge.json",
        Buffer.alloc(50 * 1024 * 1024, 32),
        /50 MB, far bigger than any tracker backup/,
      ],
    ];
    for (const [name, text, message] of refusals) {
      await restore(name, text);
      const status = page.getByRole("status").filter({ hasText: message });
      await expect(status).toBeVisible();
      await expect(status).toContainText("Nothing has been changed.");
      await expect(page.getByTestId("days-list").getByRole("listitem")).toHaveCount(1);
    }

    // HTML in a note is a note: shown as the characters she typed, never as markup.
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await restore("html-note.json", good([day(localDate(-5), hostile)]));
    await expect(page.getByText("Restored 1 day from your backup.")).toBeVisible();
    const list = page.getByTestId("days-list");
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list).toContainText(hostile);
    await expect(list.locator("img, script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.reload();
    await page.locator('[data-tracker="ready"]').waitFor();
    await expect(page.getByTestId("days-list")).toContainText("The first day, kept");
  });
});

test("days stored by the first version of the tracker are read, whole, by this one", async ({
  page,
}) => {
  // Written as version 1 wrote them, straight into IndexedDB before the tracker opens it.
  const fixture = JSON.parse(
    readFileSync(new URL("../fixtures/tracker/v1-days.json", import.meta.url), "utf8"),
  ) as { date: string; note: string }[];
  // Any page of the site but the tracker: same origin, and nothing there opens the database.
  await page.goto("/symptom-diary");
  await page.evaluate(async (days) => {
    const request = indexedDB.open("menopause-and-me-tracker", 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore("days", { keyPath: "date" });
      request.result.createObjectStore("settings");
    };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const transaction = db.transaction("days", "readwrite");
    for (const day of days) transaction.objectStore("days").put(day);
    await new Promise((resolve) => (transaction.oncomplete = resolve));
    db.close();
  }, fixture);
  await openTracker(page);
  const list = page.getByTestId("days-list");
  await expect(list.getByRole("listitem")).toHaveCount(fixture.length);
  for (const day of fixture) await expect(list).toContainText(day.note);
});

/**
 * A stand-in for the author changing a guide: a proxy in front of the built site that, once
 * `edit` is called, answers /symptoms (its document and its .data) with a sentence changed.
 */
async function editableSite() {
  const target = new URL(process.env.E2E_BASE_URL!);
  const state = { edited: false, original: "", replacement: "" };
  const proxy = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: target.host, "accept-encoding": "identity" },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (state.edited && request.url?.startsWith("/symptoms")) {
            body = Buffer.from(body.toString("utf8").replaceAll(state.original, state.replacement));
            // The page's inline hydration data changed too, so its script hashes no longer hold:
            // the edit stands in for a new release, whose policy would list the new ones.
            delete headers["content-security-policy"];
          }
          headers["content-length"] = String(body.length);
          delete headers["transfer-encoding"];
          delete headers.etag;
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    edit(original: string, replacement: string) {
      Object.assign(state, { edited: true, original, replacement });
    },
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

test("the tracker's service worker never serves a guide: a changed guide is seen at once, online", async ({
  browser,
}) => {
  const site = await editableSite();
  const context = await browser.newContext({ viewport: MOBILE, baseURL: site.url });
  const page = await context.newPage();
  const ORIGINAL = "These are in roughly the order they turned up for me.";
  const EDITED = "Edited a moment ago: the order they came in.";
  try {
    await openTracker(page);
    expect(
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.getRegistration().then((found) => found?.scope);
      }),
    ).toBe(`${site.url}/tracker`);

    await page.goto("/symptoms");
    await expect(page.getByText(ORIGINAL)).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    site.edit(ORIGINAL, EDITED);
    expect((await page.reload())?.fromServiceWorker()).toBe(false);
    await expect(page.getByText(EDITED)).toBeVisible();

    // From inside the tracker, which the worker does control, a client-side visit fetches the
    // guide's data past it too.
    await openTracker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${site.url}/tracker-sw.js`,
    );
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Symptoms", exact: true })
      .click();
    await expect(page).toHaveURL(`${site.url}/symptoms`);
    await expect(page.getByText(EDITED)).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // What it keeps: the tracker's page and files, nothing of any guide or post.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    expect(cached).toContain("/tracker");
    expect(
      cached.filter(
        (path) =>
          !/^\/(?:tracker$|build\/|fonts\/|images\/tracker\/|logo\.svg$|favicon\.svg$)/.test(path),
      ),
    ).toEqual([]);
  } finally {
    await context.close();
    await site.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says what the tracker is and leads to the printable diary", async ({ page }) => {
    await page.goto("/tracker");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Symptom Tracker");
    await expect(page.getByRole("heading", { name: "The tracker needs JavaScript" })).toBeVisible();
    await page.getByRole("link", { name: "printable symptom diary", exact: true }).click();
    await expect(page).toHaveURL(/\/symptom-diary$/);
  });
});
