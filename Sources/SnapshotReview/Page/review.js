// The review page's behaviour (served as /review.js): lists the snapshots, shows each one's
// pictures, and sends Accept, Reject and Accept all as POSTs carrying the token. The report's
// words are set as text, never parsed as HTML: the report is a CI artefact a pull request controls.
"use strict";
const token = new URLSearchParams(location.search).get("token") || "";
const q = (params) => "?" + new URLSearchParams(Object.assign({ token }, params)).toString();
const cards = new Map();
let items = [];

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v; else e.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

async function call(path, body) {
  const init = body === undefined ? {} :
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const response = await fetch(path + q({}), init);
  const text = await response.text();
  if (!response.ok) throw new Error(text.trim() || response.statusText);
  return JSON.parse(text);
}

function card(item) {
  const head = el("div", { class: "card-head" },
    el("h2", {}, item.name), el("span", { class: "badge status" }), el("span", { class: "badge decision" }));
  const c = el("section", { class: "card", id: "card-" + items.indexOf(item) }, head,
    el("div", { class: "path" }, item.id + " \u2192 " + item.reference));
  if (item.message) c.append(el("div", { class: "message" }, item.message));
  if (item.pictures.length) {
    const panes = el("div", { class: "panes" });
    const captions = { reference: "Reference", actual: "Actual", diff: "Difference" };
    for (const kind of ["reference", "actual", "diff"]) {
      if (!item.pictures.includes(kind)) continue;
      panes.append(el("figure", {}, el("figcaption", {}, captions[kind]),
        el("img", { alt: captions[kind] + " of " + item.name, src: "/api/picture" + q({ id: item.id, kind }) })));
    }
    c.append(panes);
  }
  if (item.note) c.append(el("p", { class: "note" }, item.note));
  c.append(el("p", { class: "problem" }));
  if (item.acceptable) {
    const accept = el("button", { class: "primary accept", "data-id": item.id }, "Accept");
    const reject = el("button", { class: "reject", "data-id": item.id }, "Reject");
    accept.addEventListener("click", () => decide("/api/accept", item.id));
    reject.addEventListener("click", () => decide("/api/reject", item.id));
    c.append(el("div", { class: "actions" }, accept, reject));
  }
  cards.set(item.id, c);
  return c;
}

function show(item) {
  const c = cards.get(item.id);
  if (!c) return;
  const decided = item.acceptable ? item.decision : item.status;
  c.className = "card " + (item.acceptable ? item.decision : item.status);
  c.querySelector(".status").className = "badge status " + item.status;
  c.querySelector(".status").textContent = item.status;
  const d = c.querySelector(".decision");
  d.hidden = !item.acceptable;
  d.className = "badge decision " + item.decision;
  d.textContent = item.decision === "accepted" ? "accepted: reference written"
    : item.decision === "rejected" ? "rejected: reference kept" : "to review";
  c.querySelector(".problem").textContent = item.error || "";
  for (const b of c.querySelectorAll("button")) {
    b.disabled = item.decision === "accepted" || (b.classList.contains("reject") && item.decision === "rejected");
  }
  c.dataset.decision = decided;
}

function summarize() {
  const pending = items.filter(i => i.acceptable && i.decision === "pending").length;
  const accepted = items.filter(i => i.decision === "accepted").length;
  const rejected = items.filter(i => i.decision === "rejected").length;
  const all = document.getElementById("accept-all");
  all.disabled = pending === 0;
  all.textContent = pending ? "Accept all (" + pending + ")" : "Accept all";
  const v = document.getElementById("verdict");
  v.className = "verdict " + (pending ? "failed" : "accepted");
  v.textContent = pending ? pending + " to review" : "reviewed";
  document.getElementById("status").textContent = accepted + " accepted, " + rejected + " rejected";
}

function apply(list) {
  items = list;
  for (const item of items) show(item);
  summarize();
}

async function decide(path, id) {
  try {
    const answer = await call(path, { id });
    const listing = await call("/api/snapshots");
    apply(listing.snapshots);
    document.getElementById("status").textContent += answer.wrote ? "; wrote " + answer.wrote : "";
  } catch (error) {
    const listing = await call("/api/snapshots").catch(() => null);
    if (listing) apply(listing.snapshots);
    const c = cards.get(id);
    if (c) c.querySelector(".problem").textContent = error.message;
  }
}

async function acceptAll() {
  try {
    const answer = await call("/api/accept-all", {});
    apply(answer.snapshots);
    document.getElementById("status").textContent += "; accept all wrote " + answer.accepted.length
      + (answer.failed.length ? ", " + answer.failed.length + " could not be written" : "");
  } catch (error) {
    document.getElementById("status").textContent = error.message;
  }
}

async function load() {
  const main = document.getElementById("snapshots");
  try {
    const listing = await call("/api/snapshots");
    items = listing.snapshots;
    document.title = "Review: " + listing.report;
    document.getElementById("title").textContent = "Review: " + listing.report;
    document.getElementById("meta").textContent = "Report folder " + listing.report + "; references are written into "
      + listing.checkout + ". Accept makes the actual picture the reference; Reject keeps the reference as it is.";
    main.replaceChildren(...items.map(card));
    if (!items.length) main.append(el("p", { class: "empty" }, "Nothing to review: no snapshot failed."));
    apply(items);
  } catch (error) {
    main.replaceChildren(el("p", { class: "problem" }, error.message));
  }
}

document.getElementById("accept-all").addEventListener("click", acceptAll);
load();
