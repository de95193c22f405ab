// The page's wrappers and controls. Only wrappers carrying
// `data-formwork-live` are touched. A hidden wrapper is kept out of the page,
// in the content of a `<template data-formwork-slot>` standing at its place:
// the server writes a wrapper hidden at render time that way, and this
// script moves a wrapper there when it hides it and back before the template
// when it shows it. A template's content is not rendered and its controls
// are not the form's, so no stylesheet can show a hidden row (a `display`
// rule undoes the `hidden` attribute) and the browser posts nothing for it.

// The live wrappers, each {w: wrapper, a: the template at its place, or null
// until it is first hidden}.
var slots = [];

// Adds the live wrappers under `root` to `slots`, in document order, those
// waiting in a template's content included (`anchor` is that template).
function collect(root, anchor) {
    var ws = root.querySelectorAll("template[data-formwork-slot],[data-formwork-live]");
    for (var i = 0; i < ws.length; i++) {
        var w = ws[i];
        if (w.tagName === "TEMPLATE") {
            collect(w.content, w);
            continue;
        }
        slots.push({w: w, a: anchor && w.parentNode === root ? anchor : null});
    }
}
collect(form, null);

// Whether the wrapper of slot `e` waits out of the page, in its template.
function isOut(e) {
    return !!e.a && e.w.parentNode === e.a.content;
}

// Brings the wrapper of slot `e` into the page (`on`) or takes it out into
// its template, the template made at the wrapper's place the first time.
function place(e, on) {
    var w = e.w;
    if (on !== isOut(e)) return;
    if (on) {
        e.a.parentNode.insertBefore(w, e.a);
        return;
    }
    if (!e.a) {
        e.a = document.createElement("template");
        e.a.setAttribute("data-formwork-slot", "");
        w.parentNode.insertBefore(e.a, w);
    }
    e.a.content.appendChild(w);
}

// The controls of the wrappers out of the page, which `form.elements` does
// not list.
function outControls() {
    var o = [];
    slots.forEach(function(e) {
        if (isOut(e)) o.push.apply(o, e.w.querySelectorAll("input,select,textarea"));
    });
    return o;
}

// The texts each control name would carry in a submitted body, in document
// order: what a checked box or button and a chosen option send, other
// controls their value; files and buttons send nothing read here. Controls
// out of the page are read too, as the Swift form keeps the value of a row
// a condition hides.
function sentByName() {
    var out = new Map(), els = Array.prototype.slice.call(form.elements).concat(outControls());
    function add(n, v) {
        var l = out.get(n);
        if (!l) out.set(n, l = []);
        l.push(v);
    }
    for (var i = 0; i < els.length; i++) {
        var e = els[i], t = e.type;
        if (!e.name || t === "file" || t === "submit" || t === "button" || t === "reset" || t === "image") continue;
        if (t === "checkbox" || t === "radio") {
            if (e.checked) add(e.name, e.value);
        }
        else if (t === "select-one" || t === "select-multiple") {
            for (var j = 0; j < e.options.length; j++) if (e.options[j].selected) add(e.name, e.options[j].value);
        }
        else add(e.name, e.value);
    }
    return out;
}

// Restores the controls out of the page to their rendered state on a form
// reset, which restores only the form's own controls.
function resetOut() {
    outControls().forEach(function(c) {
        if (c.type === "checkbox" || c.type === "radio") c.checked = c.defaultChecked;
        else if (c.options) for (var k = 0; k < c.options.length; k++) c.options[k].selected = c.options[k].defaultSelected;
        else c.value = c.type === "file" ? "" : c.defaultValue;
    });
}
