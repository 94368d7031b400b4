(function () {
  "use strict";
  var game = document.getElementById("game");
  var live = document.getElementById("live");
  // The panels the reader unfolded or folded stay so when the game is drawn again.
  var folded = {};
  game.addEventListener("toggle", function (e) {
    if (e.target.id) { folded[e.target.id] = e.target.open; }
  }, true);
  function keep() {
    var ds = game.querySelectorAll("details[id]");
    for (var i = 0; i < ds.length; i++) {
      var f = folded[ds[i].id];
      if (f !== undefined && ds[i].open !== f) { ds[i].open = f; }
    }
  }
  function say(cls, glyph, text) {
    var g = document.createElement("span");
    g.className = "glyph";
    g.textContent = glyph;
    live.className = cls;
    live.textContent = "";
    live.appendChild(g);
    live.appendChild(document.createTextNode(text));
  }
  // stopped is set when the server said the referee stopped the view: the
  // page keeps saying so, and tries again every 2 seconds, until it is live.
  var version = game.getAttribute("data-v"), es = null, again = null, lost = 0, stopped = false;
  function sayStopped() {
    say("lost", "\u2717", "The referee stopped the players' view. This page tries again every 2 seconds; if the view starts with a new address, open that one.");
  }
  function connect() {
    again = null;
    es = new EventSource("events?v=" + encodeURIComponent(version));
    es.onopen = function () {
      lost = 0;
      stopped = false;
      say("ok", "\u25CF", "Live: the page follows the game as it is played.");
    };
    es.onmessage = function (e) {
      var y = window.scrollY;
      game.innerHTML = e.data;
      version = e.lastEventId || version;
      keep();
      window.scrollTo(0, y);
      say("ok", "\u25CF", "Live: the page follows the game as it is played.");
    };
    es.addEventListener("stopped", function () {
      stopped = true;
      es.close();
      sayStopped();
      retry();
    });
    es.onerror = function () {
      if (stopped) {
        // The view is still stopped: say so still, and try again in 2 s.
        es.close();
        sayStopped();
        retry();
        return;
      }
      lost++;
      say("lost", "\u25D0", "Lost the server: reconnecting\u2026 (the game shown is as it was)");
      if (es.readyState === 2) { retry(); }
    };
  }
  function retry() {
    if (again === null) { again = setTimeout(connect, 2000); }
  }
  connect();
})();
