// Building the data from `base` and the groups' items, applying the
// conditions, and listening. A row wrapper (`data-formwork-row`) is out of
// the page when the row is hidden, and its controls get `disabled` when it is
// hidden or disabled; a section wrapper (`data-formwork-section`) is out of
// the page when the section is hidden or shows no row. Closure conditions
// cannot run in a browser: they keep the state they had when the page was
// rendered.

// The fields, sections and rows of the page as its items stand now: `base`
// and each item's data, copied so that preparing them leaves the originals
// as they were; then the live wrappers found again.
function build() {
    var all = {s: base.s.slice(), r: base.r.slice(), v: base.v.slice()};
    G.forEach(function(g) {
        items(g).forEach(function(it) {
            var b = g.b.get(it.getAttribute("data-formwork-item"));
            if (b) {
                all.s = all.s.concat(b.s);
                all.r = all.r.concat(b.r);
                all.v = all.v.concat(b.v);
            }
        });
    });
    all = JSON.parse(JSON.stringify(all));
    fields = new Map();
    secs = new Map();
    rows = new Map();
    all.v.forEach(function(f) {
        var r = f[2];
        if (r.opts) r.opts = r.opts.map(val);
        ["min", "max", "st"].forEach(function(k) {
            if (r[k] !== null) r[k] = val(r[k]);
        });
        fields.set(f[0], {n: f[1], r: r, v: val(f[3])});
    });
    all.s.forEach(function(s) {
        prepare(s[3]);
        prepare(s[4]);
        secs.set(s[0], s);
    });
    all.r.forEach(function(r) {
        prepare(r[2]);
        prepare(r[3]);
        rows.set(r[0], r);
    });
    slots = [];
    collect(form, null);
}

// Reads the controls, decides every section and row, and shows, hides,
// enables and disables their wrappers. A section or row is shown (enabled)
// when it and every section around it are; a held row is shown and enabled,
// and keeps the sections around it shown.
function apply() {
    values = new Map();
    sent = sentByName();
    var sv = new Map(), se = new Map(), rv = new Map(), re = new Map();
    secs.forEach(function(s, id) {
        sv.set(id, decide(s[3]));
        se.set(id, decide(s[4]));
    });
    rows.forEach(function(r, k) {
        rv.set(k, decide(r[2]));
        re.set(k, decide(r[3]));
    });
    holding = new Set();
    held.forEach(function(w, k) {
        if (w.some(refused)) holding.add(k);
        else held.delete(k);
    });
    // Whether a held row stands in the section `id`, directly or deeper.
    function keeps(id) {
        var o = false;
        holding.forEach(function(k) {
            var r = rows.get(k);
            if (r && (r[1] === id || secs.get(r[1])[1].indexOf(id) >= 0)) o = true;
        });
        return o;
    }
    function shown(id) {
        return sv.get(id) && secs.get(id)[1].every(function(a) {
            return sv.get(a);
        });
    }
    function on(id) {
        return se.get(id) && secs.get(id)[1].every(function(a) {
            return se.get(a);
        });
    }
    slots.forEach(function(e) {
        var w = e.w, key = w.getAttribute("data-formwork-row");
        if (key !== null) {
            var row = rows.get(key);
            if (!row) return;
            var visible = rv.get(key) && shown(row[1]), enabled = row[4] && re.get(key) && on(row[1]);
            if (holding.has(key)) visible = enabled = true;
            place(e, visible);
            var cs = w.querySelectorAll("input,select,textarea,button");
            for (var j = 0; j < cs.length; j++) cs[j].disabled = !(visible && enabled);
            return;
        }
        var id = w.getAttribute("data-formwork-section"), sec = secs.get(id);
        if (!sec) return;
        place(e, keeps(id) || shown(id) && (sec[2].length === 0 || sec[2].some(function(k) {
            return rv.get(k);
        })));
    });
}

// After the items changed: renumbered, the data rebuilt, the conditions
// applied.
function changed() {
    G.forEach(renumber);
    build();
    apply();
}

// Once when the script runs, which gives the state the server rendered, then
// on every `input` and `change` of the form. A reset forgets the values read
// on the page and applies the conditions once the controls hold their
// rendered values again.
changed();
form.addEventListener("input", apply);
form.addEventListener("change", apply);
form.addEventListener("reset", function() {
    good = new Map();
    resetOut();
    setTimeout(apply, 0);
});
