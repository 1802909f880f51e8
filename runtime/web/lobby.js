// The lobby: choose a game, its players, options and who sits where; every text is set with textContent.
"use strict";
let games = [];

function element(tag, text, attributes) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
  return node;
}

function chosenGame() {
  return games.find(g => g.id === document.getElementById("game").value);
}

function drawChoices() {
  const game = chosenGame();
  const players = document.getElementById("players");
  players.min = game.min_players;
  players.max = game.max_players;
  players.value = Math.min(Math.max(Number(players.value) || 2, game.min_players), game.max_players);
  const options = document.getElementById("options");
  options.replaceChildren(element("legend", "Options"));
  for (const [name, values] of Object.entries(game.options)) {
    const select = element("select", null, {"data-option": name});
    for (const value of values) select.append(element("option", value, {value}));
    const label = element("label", name + " ");
    label.append(select);
    options.append(label);
  }
  drawSitters();
}

function drawSitters() {
  const game = chosenGame();
  const sitters = document.getElementById("sitters");
  sitters.replaceChildren(element("legend", "Who sits where"));
  for (let seat = 0; seat < Number(document.getElementById("players").value); seat++) {
    const select = element("select", null, {"data-seat": String(seat)});
    for (const agent of game.agents) select.append(element("option", agent, {value: agent}));
    select.value = seat === 0 ? "person" : "random";
    const label = element("label", `Seat ${seat} `);
    label.append(select);
    sitters.append(label);
  }
}

async function start(event) {
  event.preventDefault();
  const options = {};
  for (const select of document.querySelectorAll("[data-option]")) options[select.dataset.option] = select.value;
  const request = {
    game: document.getElementById("game").value,
    players: Number(document.getElementById("players").value),
    seed: Number(document.getElementById("seed").value),
    options,
    sitters: [...document.querySelectorAll("[data-seat]")].map(s => s.value),
    hot_seat: document.getElementById("hot-seat").checked,
  };
  const answer = await fetch("/api/tables", {method: "POST", body: JSON.stringify(request)});
  const result = await answer.json();
  const problem = document.getElementById("problem");
  problem.textContent = answer.ok ? "" : result.error;
  if (!answer.ok) return;
  const list = document.getElementById("link-list");
  list.replaceChildren();
  for (const link of result.links) {
    const item = element("li", `Seat ${link.seats.join(", ")}: `);
    item.append(element("a", new URL(link.url, location.href).href, {href: link.url, "data-seats": link.seats.join(",")}));
    list.append(item);
  }
  document.getElementById("links").hidden = false;
}

async function load() {
  games = await (await fetch("/api/games")).json();
  const select = document.getElementById("game");
  for (const game of games) select.append(element("option", game.name, {value: game.id}));
  select.addEventListener("change", drawChoices);
  document.getElementById("players").addEventListener("change", drawSitters);
  document.getElementById("new-table").addEventListener("submit", start);
  drawChoices();
}

load();
