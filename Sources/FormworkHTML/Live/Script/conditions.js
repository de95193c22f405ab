// Evaluating the predicates (given as data, see FormHTMLLiveData.node)
// exactly as `FormPredicate` does.
//
// Text a row refuses leaves the last value the row read on this page (the
// value the page was rendered with until it reads one), as a refused edit
// leaves a form's value: typing `151` into an age that shows a paragraph
// from 13 on keeps the paragraph shown, as it was at `15`, so what the
// person typed there is posted. A row the page was rendered holding a value
// (`D.h`, see `FormInputError.Reason.held(value:waitingFor:)`) is shown and
// enabled while a row it waits for holds text its row refuses, as the person
// saw it when posting; once they all read a value, its conditions decide
// again.

// fields: the rows predicates read, by key, {n: control name or null, r:
// reading, v: rendered value}; secs and rows: the sections and rows by key;
// values: what each key read in this evaluation; sent: the texts by control
// name; good: the last value each row read on the page; held: the rows
// holding a value, with the keys they wait for; holding: those still held.
var fields, secs, rows, values, sent, good = new Map(), held = new Map(D.h || []), holding;

// The value of the row `k` now. A group's key reads a list as long as the
// group's items in the page (`jobs.count > 1`). A row with no control name
// (a file, a title, a row a closure hides) or a fixed reading keeps its
// rendered value; a row whose sent text it refuses keeps the last value it
// read on the page. `undefined` for a key no field has.
function look(k) {
    var g = G.find(function(x) {
        return x.k === k;
    });
    if (g) return items(g).map(function() {
        return null;
    });
    if (!fields.has(k)) return undefined;
    if (values.has(k)) return values.get(k);
    var f = fields.get(k), v = f.v;
    if (f.n !== null && f.r.s !== "fixed") {
        var s = sent.get(f.n);
        if (s && s.length) {
            var x = read(f.r, s);
            if (x !== undefined) {
                v = x;
                good.set(k, x);
            }
            else if (good.has(k)) v = good.get(k);
        }
    }
    values.set(k, v);
    return v;
}

// Whether the row `k` refuses the text its control holds now.
function refused(k) {
    var f = fields.get(k);
    if (!f || f.n === null || f.r.s === "fixed") return false;
    var s = sent.get(f.n);
    return !!(s && s.length) && read(f.r, s) === undefined;
}

// A field reference `["f", key, path, properties]`: the row's value, or, for
// a path into a group (`address.country`), the group's object followed member
// by member; then its properties in order (`isEmpty`, `count` in grapheme
// clusters for text and in items for a list). What names nothing is null.
function ref(n) {
    var v = look(n[1]);
    if (v === undefined && n[2].length > 1) {
        v = look(n[2][0]);
        for (var i = 1; v !== undefined && i < n[2].length; i++) {
            var m = v && v.k === "o" ? v.m.find(function(e) {
                return cmpStr(e[0], n[2][i]) === 0;
            }) : undefined;
            v = m ? m[1] : undefined;
        }
    }
    if (v === undefined) v = null;
    n[3].forEach(function(p) {
        v = p === "isEmpty" ? empty(v) : typeof v === "string" ? {k: "i", b: BigInt(graphemes(v).length)} : Array.isArray(v) ? {k: "i", b: BigInt(v.length)} : null;
    });
    return v;
}

// The value of an operand: a literal, a field, or a condition's truth.
function value(n) {
    return n[0] === "l" ? n[1] : n[0] === "f" ? ref(n) : holds(n);
}

// Whether the predicate `n` holds. A field or literal holds only when it is
// `true`; a comparison of values with no order (text against a number, a
// NaN) holds for `!=` alone.
function holds(n) {
    switch (n[0]) {
    case "l": return n[1] === true;
    case "f": return ref(n) === true;
    case "!": return !holds(n[1]);
    case "&": return n[1].every(holds);
    case "|": return n[1].some(holds);
    case "in":
        var v = value(n[1]);
        return n[2].some(function(x) {
            return eq(v, x);
        });
    }
    var c = n[1], l = value(n[2]), r = value(n[3]);
    if (c === "==") return eq(l, r);
    if (c === "!=") return !eq(l, r);
    var o = cmp(l, r);
    return o !== null && (c === "<" ? o < 0 : c === "<=" ? o <= 0 : c === ">" ? o > 0 : o >= 0);
}

// Turns the literals of the predicate `n` into evaluator values, in place,
// once per build rather than on every evaluation.
function prepare(n) {
    if (n === true || n === false) return n;
    switch (n[0]) {
    case "l":
        n[1] = val(n[1]);
        break;
    case "!":
        prepare(n[1]);
        break;
    case "&":
    case "|":
        n[1].forEach(prepare);
        break;
    case "in":
        prepare(n[1]);
        n[2] = n[2].map(val);
        break;
    case "c":
        prepare(n[2]);
        prepare(n[3]);
    }
    return n;
}

// A decision: fixed (`true`, `false`: no predicate, or a closure's state when
// the page was rendered) or a predicate evaluated now.
function decide(d) {
    return d === true || d === false ? d : holds(d);
}

// The page's fixed rows and sections, named by key rather than by index, so
// that an item's data can be moved in and out as its item is: sections
// `[id, [ancestor ids], [row keys], visible, enabled]`, rows `[key, section
// id, visible, enabled, editableApartFromConditions]`, and the fields.
var base = {s: D.s.map(function(s) {
    return [s[0], s[1].map(function(i) {
        return D.s[i][0];
    }), D.r.slice(s[2], s[3]).map(function(r) {
        return r[0];
    }), s[4], s[5]];
}),
r: D.r.map(function(r) {
    return [r[0], D.s[r[1]][0], r[2], r[3], r[4]];
}), v: D.v};
