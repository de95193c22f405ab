import Formwork
import FormworkHTML
import FormworkTesting
import Foundation
import Testing

/// Page snapshots, from a page's HTML as a server's response carries it.
@Suite("Pages: snapshots")
struct FormPageSnapshotTests {
    /// A page with a live condition, so it carries FormworkHTML's script.
    struct Booking: FormModel {
        @FormBoolean var needs_parking = false
        @FormText(visibleWhen: "needs_parking == true") var plate = ""
    }

    @Test func aPageSnapshotIsItsFormsMarkupWithoutTheScriptsText() throws {
        let html = "<!doctype html><title>Booking</title>" + (try FormState(Booking()).html(options: PageFixtures.options))
        #expect(html.contains("function(D){"))
        let snapshot = FormSnapshotting<FormPage>.html.snapshot(try FormPage(html: html))
        #expect(snapshot.hasPrefix("<form id=\"formwork\" action=\"/members\" method=\"post\""))
        #expect(snapshot.contains("  <script>…</script>\n</form>\n") && !snapshot.contains("function(D)"))
        #expect(snapshot.contains(#"<template data-formwork-slot>"#))
        #expect(FormSnapshotting<FormPage>.html.pathExtension == "html")
    }

    @Test func anEntriesSnapshotIsOneEntryALineWithControlsVisible() throws {
        var page = try FormPage(html: try PageFixtures.page())
        try page.fill("about", with: "two\nlines")
        try page.attach(PageFixtures.portrait, to: "avatar")
        let snapshot = FormSnapshotting<FormPage>.entries.snapshot(page)
        #expect(snapshot.hasPrefix("csrf_token=3f9a0c7d\nname=\nemail=\nage=0\nnewsletter=false\n"))
        #expect(snapshot.contains("\nabout=two␊lines\n"))
        #expect(snapshot.contains("\navatar=<file \"ada.png\" image/png, 6 bytes>\n"))
    }

    /// The references beside this file: a server's test does the same with its response body.
    @Test func theMembersPageMatchesItsReferences() throws {
        let page = try FormPage(html: try PageFixtures.page(PageFixtures.ada, errors: false))
        assertSnapshot(of: page, as: .html, named: "ada")
        assertSnapshot(of: page, as: .entries, named: "ada")
    }
}
