// foodybite's map page (`--format html`): the places of the page's data on a Leaflet map, linked to the list beside
// it. Every text from a provider goes into the page as text (textContent, attributes), never as markup.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("fb-data").textContent);
  var mapElement = document.getElementById("map");
  var note = document.getElementById("tiles-note");
  var map = L.map(mapElement, { zoomControl: true });

  // The view first (Leaflet makes a layer's elements only once the map has one): everything the page shows.
  var bounds = L.latLngBounds([]);
  if (data.centre && data.radius) bounds.extend(L.latLng(data.centre).toBounds(2 * data.radius));
  if (data.line) data.line.forEach(function (point) { bounds.extend(point); });
  data.places.forEach(function (place) { if (place.mapped) bounds.extend([place.lat, place.lon]); });
  if (bounds.isValid()) {
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 17 });
  } else {
    map.setView([0, 0], 2);
  }
  var markers = new Map();
  var rows = new Map();
  var selected = null;

  function escapeHTML(text) {
    return String(text).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; });
  }

  // The tiles, credited as their server asks; without any tile the page says so and the rest still works.
  var attribution = data.tiles.attribution.map(function (part) {
    var text = escapeHTML(part.text);
    return part.href ? '<a href="' + escapeHTML(part.href) + '">' + text + "</a>" : text;
  }).join(" ");
  var tiles = L.tileLayer(data.tiles.url, { maxZoom: 19, attribution: attribution, subdomains: data.tiles.subdomains });
  var tilesLoaded = 0;
  function tilesUnavailable() {
    if (tilesLoaded === 0) {
      note.hidden = false;
      mapElement.classList.add("fb-no-tiles");
    }
  }
  tiles.on("tileload", function () {
    tilesLoaded += 1;
    note.hidden = true;
    mapElement.classList.remove("fb-no-tiles");
  });
  tiles.on("tileerror", tilesUnavailable);
  window.setTimeout(tilesUnavailable, 5000);
  tiles.addTo(map);

  // The area searched: the circle, or the route (and `--along`'s corridor as wide as it is, at every zoom).
  if (data.centre && data.radius) {
    L.circle(data.centre, { radius: data.radius, color: "#1a5fb4", weight: 2, fillOpacity: 0.04, interactive: false })
      .addTo(map);
  }
  if (data.line && data.line.length > 1) {
    var corridor = null;
    if (data.corridor) {
      corridor = L.polyline(data.line, { color: "#1a5fb4", opacity: 0.12, lineCap: "round", interactive: false })
        .addTo(map);
    }
    L.polyline(data.line, { color: "#1a5fb4", weight: 4, interactive: false }).addTo(map);
    if (corridor) {
      var widen = function () {
        var metresPerPixel = 40075016.686 * Math.cos(map.getCenter().lat * Math.PI / 180) / Math.pow(2, map.getZoom() + 8);
        corridor.setStyle({ weight: Math.max(4, 2 * data.corridor / metresPerPixel) });
      };
      map.on("zoomend", widen);
      map.whenReady(widen);
    }
  }

  function popup(place) {
    var root = document.createElement("div");
    root.className = "fb-popup";
    root.setAttribute("data-place-id", place.id);
    var name = document.createElement("strong");
    name.setAttribute("dir", "auto");
    name.setAttribute("data-field", "name");
    name.textContent = place.name;
    root.appendChild(name);
    var facts = document.createElement("dl");
    place.facts.forEach(function (fact) {
      var term = document.createElement("dt");
      term.textContent = fact[0];
      var value = document.createElement("dd");
      value.setAttribute("dir", "auto");
      value.setAttribute("data-field", fact[2]);
      value.textContent = fact[1];
      facts.appendChild(term);
      facts.appendChild(value);
    });
    root.appendChild(facts);
    return root;
  }

  function select(id, scroll) {
    if (selected !== null) {
      if (rows.has(selected)) {
        rows.get(selected).classList.remove("fb-selected");
        rows.get(selected).removeAttribute("aria-current");
      }
      var before = markers.has(selected) && markers.get(selected).getElement();
      if (before) before.classList.remove("fb-selected");
    }
    selected = id;
    if (rows.has(id)) {
      var row = rows.get(id);
      row.classList.add("fb-selected");
      row.setAttribute("aria-current", "true");
      if (scroll) row.scrollIntoView({ block: "nearest" });
    }
    var element = markers.has(id) && markers.get(id).getElement();
    if (element) element.classList.add("fb-selected");
  }

  document.querySelectorAll("li.fb-place").forEach(function (row) {
    rows.set(row.getAttribute("data-place-id"), row);
  });

  // Where the search started: a ring of its own, under the places, told apart by shape as well as colour.
  if (data.centre) {
    L.marker(data.centre, {
      icon: L.divIcon({ className: "fb-start", iconSize: [18, 18] }), interactive: false, keyboard: false, zIndexOffset: -1000
    }).addTo(map);
  }

  // A marker per place, numbered as its row: a button (Enter or Space opens its popup and marks its row).
  data.places.forEach(function (place, index) {
    if (!place.mapped) return;
    var number = String(index + 1);
    var marker = L.marker([place.lat, place.lon], {
      icon: L.divIcon({ className: "fb-marker", html: "<span aria-hidden=\"true\">" + number + "</span>", iconSize: [24, 24] }),
      title: place.name, keyboard: true
    });
    marker.bindPopup(popup(place), { maxWidth: 320 });
    marker.on("click", function () { select(place.id, true); });
    // Leaflet makes the icon's element each time the marker is added to the map: it is described each time.
    marker.on("add", function () {
      var element = marker.getElement();
      element.setAttribute("data-place-id", place.id);
      element.setAttribute("role", "button");
      element.setAttribute("aria-label", number + ". " + place.name);
      if (place.id === selected) element.classList.add("fb-selected");
      element.addEventListener("keydown", function (event) {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        select(place.id, true);
        marker.openPopup();
      });
    });
    marker.number = number;
    markers.set(place.id, marker);
  });

  // Markers closer than a marker's width on the screen are one group, showing how many: Enter or a click zooms to
  // them. Regrouped at every zoom; none at the deepest zoom; the place whose row was chosen always stands alone.
  var groups = L.layerGroup().addTo(map);
  var shown = new Set();
  var pinned = null;
  function regroup() {
    groups.clearLayers();
    var deepest = map.getZoom() >= map.getMaxZoom();
    var left = [];
    markers.forEach(function (marker, id) { left.push({ id: id, marker: marker, point: map.latLngToLayerPoint(marker.getLatLng()) }); });
    var alone = new Set();
    while (left.length > 0) {
      var first = left.shift();
      var near = [first];
      if (!deepest && first.id !== pinned) {
        left = left.filter(function (other) {
          if (other.id === pinned || other.point.distanceTo(first.point) >= 26) return true;
          near.push(other);
          return false;
        });
      }
      if (near.length === 1) {
        alone.add(first.id);
        continue;
      }
      groupMarker(near);
    }
    markers.forEach(function (marker, id) {
      if (alone.has(id) && !shown.has(id)) marker.addTo(map);
      if (!alone.has(id) && shown.has(id)) marker.remove();
    });
    shown = alone;
  }
  function groupMarker(members) {
    var bounds = L.latLngBounds(members.map(function (member) { return member.marker.getLatLng(); }));
    var numbers = members.map(function (member) { return member.marker.number; });
    var group = L.marker(bounds.getCenter(), {
      icon: L.divIcon({ className: "fb-group", html: "<span aria-hidden=\"true\">" + members.length + "</span>", iconSize: [32, 32] }),
      title: members.length + " places", keyboard: true
    });
    var open = function () { map.fitBounds(bounds.pad(0.5), { maxZoom: Math.min(map.getZoom() + 3, map.getMaxZoom()) }); };
    group.on("click", open);
    group.on("add", function () {
      var element = group.getElement();
      element.setAttribute("role", "button");
      element.setAttribute("data-place-ids", members.map(function (member) { return member.id; }).join(" "));
      element.setAttribute("aria-label", members.length + " places, numbers " + numbers.join(", ") + ": zoom in to them");
      element.addEventListener("keydown", function (event) {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        open();
      });
    });
    groups.addLayer(group);
  }
  map.on("zoomend", regroup);
  regroup();

  // Escape closes the open popup, and focus goes back to what opened it.
  var opener = null;
  map.on("popupopen", function () {
    if (document.activeElement && document.activeElement !== document.body) opener = document.activeElement;
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !document.querySelector(".leaflet-popup")) return;
    map.closePopup();
    if (opener && document.contains(opener)) opener.focus();
  });

  rows.forEach(function (row, id) {
    row.querySelector("button").addEventListener("click", function () {
      select(id, false);
      var marker = markers.get(id);
      if (marker) {
        pinned = id;
        map.setView(marker.getLatLng(), Math.max(map.getZoom(), 16), { animate: false });
        regroup();
        marker.openPopup();
      } else {
        // A place with no marker (Google's alone): no other place's popup stays open beside it.
        map.closePopup();
      }
    });
  });

  // For the browser tests: when the page became interactive (milliseconds since navigation started).
  document.documentElement.setAttribute("data-fb-ready", String(Math.round(performance.now())));
})();
