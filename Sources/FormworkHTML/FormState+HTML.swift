import Formwork

extension FormState {
    /// The form as an HTML `<form>` element, to put in a page a server sends.
    ///
    /// ```swift
    /// let form = try FormState(SignUp())
    /// let page = "<!doctype html><title>Sign up</title>" + form.html(options: FormHTMLOptions(action: "/signup"))
    /// // the body the browser posts reads back into the model:
    /// let signUp = try SignUp(urlEncoded: body, options: .init(blankListItemsAreAbsent: true))
    /// ```
    ///
    /// Each section is a `<fieldset data-formwork-section="ID">` with its
    /// title as `<legend>` and its footer as a `<p>` after its rows; each row
    /// a `<div class="formwork-row" data-formwork-row="KEY">` holding a
    /// `<label for>`, the row's control, its help (`<p id="…-help">`,
    /// named by `aria-describedby`) and its errors (`<p id="…-error"
    /// class="formwork-error">`, with `aria-invalid="true"` on the control).
    /// Controls are named by the parameter keys `parameters` writes
    /// (`address[city]`, `tags[]`), so the body a browser posts is read back
    /// by `update(fromURLEncoded:options:)` or
    /// `update(fromMultipart:boundary:options:)`:
    /// - a checkbox is preceded by a hidden `false`, so an unticked box
    ///   posts `false` and a ticked one `false` then `true` (the last wins);
    /// - a list posts one `tags[]` per box, with an empty box for a new
    ///   entry: read it with `FormUpdateOptions/blankListItemsAreAbsent`
    ///   so the empty box adds nothing;
    /// - a menu or boxes of several choices post a hidden empty entry first,
    ///   so choosing nothing posts an empty list;
    /// - a password's value is never written into the page;
    /// - dates are written and read in UTC.
    ///
    /// Rows and sections a predicate condition hides are written inside a
    /// `<template data-formwork-slot>`, whose content a browser neither
    /// shows (whatever the page's CSS) nor posts, with their controls
    /// `disabled` and their constraint attributes (`required`, `maxlength`
    /// …) as a shown row has them; marked `data-formwork-live` so the
    /// page's script can bring them into the page as the person types. Rows and sections hidden by a closure
    /// condition (`FormCondition/model(_:)`), which cannot run in a
    /// browser, are left out as the form is now. Disabled rows are
    /// `disabled`; title rows are `readonly` and have no name.
    ///
    /// A repeating group is a `<fieldset data-formwork-group="jobs">` of
    /// item fieldsets (`data-formwork-item="jobs#3"`, controls named
    /// `jobs[0][title]`), followed by its `blankItems` spare blank items for
    /// a page without script, a `<template>` of a new item and an "Add"
    /// button the page's script shows; a group with no item and no spare
    /// posts a hidden empty `jobs`, so an emptied group reads back empty.
    ///
    /// Each box of a list is named for assistive technology ("Tags, item
    /// 2", "Tags, new item" for the empty box), since the row's `<label>`
    /// names its first box only.
    ///
    /// The page's own texts (buttons, boxes' names, the default submit
    /// label) are the form's `localization`'s phrases
    /// `html.*`, in its language; the `<form>` carries the language's `lang`
    /// and, for a right-to-left language, `dir="rtl"`. A required row's wrapper has the class
    /// `formwork-required` as well as `formwork-row`.
    ///
    /// `errors` are shown beside their rows, after the rows' own refused
    /// edits (`FormRow/inputError`); pass `validate(_:)`'s result to
    /// show a failed submission. An error whose key names no row is shown
    /// at the top of the form. Every text and attribute is escaped, and the
    /// same form with the same options gives the same bytes.
    public func html(options: FormHTMLOptions = FormHTMLOptions(), errors: [FormFieldError] = []) -> String {
        var renderer = FormHTMLRenderer(form: self, options: options, errors: errors)
        return renderer.render()
    }
}
