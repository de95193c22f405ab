// The live page's script: the body of one function of the data object `D`
// (FormHTMLLiveData.swift says what `D` holds), made of the files of this
// folder in the order Tests/Scripts/support/live_script.py lists them:
// values.js, reading.js, page.js, conditions.js, groups.js, wiring.js. They
// share the function's scope, so a file calls the functions of any other.
// The library carries the script as Swift generated from these files
// (FormHTMLLiveRuntime+Source.swift): edit them, then run
// `python3 Tests/Scripts/support/live_script.py`.
//
// It is an interpreter over data rather than one JavaScript expression per
// condition: the script is the same text for every form, so it is checked
// once against the Swift evaluator (Tests/Scripts/
// html_live_conditions_cross_check.py), and user text only ever appears in
// `D`'s JSON strings, never in code; nothing is built with `eval`.
//
// Where a browser cannot match Swift exactly:
// - `count` uses the browser's grapheme rules (ICU's Unicode version), not
//   Swift's; they differ only for characters newer than one of them.
// - A `Float` row reads the numeral as a double first, then rounds to float
//   (Swift reads the float directly): a numeral within a rounding tie of two
//   floats can land on the other one.
// - A decimal beyond ±1e90 against a double, and step checks on numerals of
//   more than 38 digits, use the browser's doubles and `BigInt`.
// - Files are equal only to themselves; a file control's choice is not read
//   (a file row keeps its rendered value; `isEmpty` on it is the rendered
//   state).
// - Text areas give `\n` where the submitted body has `\r\n`.
// - Controls are read whether or not they are disabled or out of the page (a
//   hidden row's wrapper waits in its `<template>`), as the Swift form keeps
//   the value of a row that a condition hides.
// - A name with no control (a multiple select with nothing chosen, a list
//   with no inputs) keeps the rendered value, as an update with that name
//   absent does.
//
// This file: the values conditions compare, and their order. The evaluator
// follows `FormValueOrder`: numbers compare exactly (integers as `BigInt`,
// decimals digit by digit, a double against a decimal through its shortest
// digits), text by Unicode canonical equivalence and then by the scalar order
// of its NFC form, `count` in grapheme clusters (`Intl.Segmenter`), `isEmpty`
// as `FormValue.isEmpty`.
"use strict";
// A page without the form has nothing to make live.
var form = document.getElementById(D.f);
if (!form) return;

// Grapheme clusters, as Swift's `Character`s; without `Intl.Segmenter` (older
// browsers) Unicode scalars, so `count` is larger than Swift's for text with
// combining marks or emoji sequences.
var seg = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter("en", {granularity: "grapheme"}) : null;

// The grapheme clusters of `s`, in order.
function graphemes(s) {
    if (!seg) return Array.from(s);
    var o = [];
    for (var p of seg.segment(s)) o.push(p.segment);
    return o;
}

// WS: a grapheme cluster is white space when its first scalar is, as
// Swift's `Character.isWhitespace` decides. TRIM: the tabs and space
// separators (`\p{Zs}`) trimmed from both ends of text read as a number, a
// date or a choice. NUMERAL: a decimal numeral with an optional sign,
// fraction and exponent, the only text a number row reads as a number.
var WS = /^\p{White_Space}/u, TRIM = /^[\t\p{Zs}]+|[\t\p{Zs}]+$/gu, NUMERAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

// `s` without the white space a body reader trims.
function trim(s) {
    return s.replace(TRIM, "");
}

// Whether `s` is empty or only white space, as a blank optional row reads nil.
function blank(s) {
    return graphemes(s).every(function(g) {
        return WS.test(g);
    });
}

// A numeral as exact digits: {n: negative, d: its significant digits with no
// leading or trailing zero, e: the power of ten they are multiplied by};
// zero is {n: false, d: "", e: 0}, so every number has one form and two
// numbers compare by their parts. An exponent is capped at a million, beyond
// any number a row can hold, so that arithmetic on exponents stays finite.
// Null when `t` is no numeral.
function parts(t) {
    var m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?)(\d+))?$/.exec(t);
    if (!m) return null;
    var f = m[3] || "", d = (m[2] + f).replace(/^0+/, ""), x = m[5] ? Math.min(Number(m[5]), 1e6) * (m[4] === "-" ? -1 : 1) : 0, e = x - f.length;
    while (d.length && d[d.length - 1] === "0") {
        d = d.slice(0, -1);
        e++;
    }
    return d === "" ? {n: false, d: "", e: 0} : {n: m[1] === "-", d: d, e: e};
}

// The parts of a numeral a `Decimal` can hold exactly (at most 38 digits, an
// exponent from -128 to 127), as a decimal row reads it; null otherwise.
function exact(t) {
    if (!NUMERAL.test(t)) return null;
    var p = parts(t);
    return p.d === "" || (p.d.length <= 38 && p.e >= -128 && p.e <= 127) ? p : null;
}

// A double as Swift's `description` writes it (`inf`, `-inf`, `nan`).
function num(t) {
    return t === "inf" ? Infinity : t === "-inf" ? -Infinity : /nan/.test(t) ? NaN : Number(t);
}

// A value of `D` (see FormHTMLLiveData.value) as the evaluator holds it:
// null, Booleans and strings as they are; an integer {k: "i", b: BigInt}, a
// decimal {k: "m", p: parts}, a double {k: "d", x: number}, a date {k: "t",
// ms: milliseconds since 1970}, an array as an array, an object {k: "o", m:
// [[name, value]…]} in its order, a file {k: "F", e: isEmpty}.
function val(x) {
    if (x === null || typeof x !== "object") return x;
    switch (x[0]) {
    case "i": return {k: "i", b: BigInt(x[1])};
    case "m": return {k: "m", p: parts(x[1])};
    case "d": return {k: "d", x: num(x[1])};
    case "t": return {k: "t", ms: Number(x[1])};
    case "a": return x[1].map(val);
    case "o": return {k: "o", m: x[1].map(function(e) {
        return [e[0], val(e[1])];
    })};
    default: return {k: "F", e: x[1]};
    }
}

// -1, 0 or 1 as `a` is below, equal to or above `b` (numbers, `BigInt`s or
// strings of one length).
function ord(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// An order reversed, for a comparison computed with its operands swapped;
// null (unordered) stays null.
function neg(c) {
    return c === null ? null : -c;
}

// Whether `v` is a number of any kind.
function isNum(v) {
    return v !== null && typeof v === "object" && (v.k === "i" || v.k === "m" || v.k === "d");
}

// Canonical composition: text compares by canonical equivalence.
function nfc(s) {
    return s.normalize("NFC");
}

// Text order as Swift's `String` has it: equal when canonically equivalent,
// otherwise by the Unicode scalars of the NFC forms (code points, not the
// UTF-16 units `<` compares).
function cmpStr(a, b) {
    a = nfc(a);
    b = nfc(b);
    if (a === b) return 0;
    var i = 0;
    for (;;) {
        var x = a.codePointAt(i), y = b.codePointAt(i);
        if (x === undefined) return y === undefined ? 0 : -1;
        if (y === undefined) return 1;
        if (x !== y) return x < y ? -1 : 1;
        i += x > 65535 ? 2 : 1;
    }
}

// The sign of a number's parts: -1, 0 or 1.
function sign(p) {
    return p.d === "" ? 0 : p.n ? -1 : 1;
}

// Two decimals in parts, exactly: by sign, then by magnitude (the position of
// the first digit), then digit by digit.
function cmpDec(p, q) {
    var s = sign(p), t = sign(q);
    if (s !== t) return s < t ? -1 : 1;
    if (s === 0) return 0;
    var a = p.d.length + p.e, b = q.d.length + q.e, c;
    if (a !== b) c = a < b ? -1 : 1;
    else {
        var n = Math.max(p.d.length, q.d.length), x = p.d.padEnd(n, "0"), y = q.d.padEnd(n, "0");
        c = ord(x, y);
    }
    return s < 0 ? -c : c;
}

// An integer (a `BigInt` within Int64) against a double, exactly: the
// double's integral part as a `BigInt`, then its fraction; unordered when
// the double is NaN.
function cmpID(i, d) {
    if (isNaN(d)) return null;
    if (d >= 9223372036854775808) return -1;
    if (d < -9223372036854775808) return 1;
    var w = Math.trunc(d), b = BigInt(w);
    if (i !== b) return ord(i, b);
    var f = d - w;
    return f > 0 ? -1 : f < 0 ? 1 : 0;
}

// A decimal's parts as a numeral JavaScript reads (`-123e-2`).
function decText(p) {
    return (p.n ? "-" : "") + (p.d || "0") + "e" + p.e;
}

// A decimal against a double: exactly through the double's shortest digits
// (`String(d)`, as Swift's `description`) while those fit a `Decimal`;
// beyond ±1e90 through the decimal's nearest double.
function cmpMD(p, d) {
    if (isNaN(d)) return null;
    if (!isFinite(d)) return d > 0 ? -1 : 1;
    var m = Math.abs(d);
    if (m === 0 || (m > 1e-90 && m < 1e90)) {
        var c = exact(String(d));
        if (c) return cmpDec(p, c);
    }
    return ord(Number(decText(p)), d);
}

// Two numbers of any kinds, exactly (`FormValueOrder`); null when unordered
// (a NaN).
function cmpNum(a, b) {
    var k = a.k + b.k;
    switch (k) {
    case "ii": return ord(a.b, b.b);
    case "dd": return isNaN(a.x) || isNaN(b.x) ? null : ord(a.x, b.x);
    case "id": return cmpID(a.b, b.x);
    case "di": return neg(cmpID(b.b, a.x));
    case "mm": return cmpDec(a.p, b.p);
    case "mi": return cmpDec(a.p, parts(b.b.toString()));
    case "im": return cmpDec(parts(a.b.toString()), b.p);
    case "md": return cmpMD(a.p, b.x);
    case "dm": return neg(cmpMD(b.p, a.x));
    }
    return null;
}

// The order of two values: text with text, dates with dates, numbers with
// numbers; null for any other pair, which no `<` or `>` holds for.
function cmp(a, b) {
    if (typeof a === "string" && typeof b === "string") return cmpStr(a, b);
    if (a && b && a.k === "t" && b.k === "t") return ord(a.ms, b.ms);
    return isNum(a) && isNum(b) ? cmpNum(a, b) : null;
}

// `==` as `FormValue` has it: arrays item by item, objects member by member
// in order, Booleans and null only to themselves, a file only to itself,
// numbers across kinds by value, text by canonical equivalence.
function eq(a, b) {
    if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every(function(x, i) {
        return eq(x, b[i]);
    });
    if (a === null || b === null || typeof a === "boolean" || typeof b === "boolean") return a === b;
    if (a.k === "F" || b.k === "F") return a === b;
    if (a.k === "o" || b.k === "o") return a.k === b.k && a.m.length === b.m.length && a.m.every(function(e, i) {
        return cmpStr(e[0], b.m[i][0]) === 0 && eq(e[1], b.m[i][1]);
    });
    return cmp(a, b) === 0;
}

// `isEmpty` as `FormValue.isEmpty`: null, blank text, an empty array or
// object, an empty file; never a number, a date or a Boolean.
function empty(v) {
    if (v === null) return true;
    if (typeof v === "string") return blank(v);
    if (Array.isArray(v)) return v.length === 0;
    return v.k === "o" ? v.m.length === 0 : v.k === "F" ? v.e : false;
}
