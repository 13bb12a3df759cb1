import SnapLayoutModel

/// Text that comes from the input (a document's name, an id, a label, a constraint as written) as
/// a picture shows it: control characters spelled out (`\u{1}`, `\n`), and cut to
/// `MessageText.quotedLimit` (80) characters with `…`, as messages quote input. So a picture's
/// size depends on the layout, not on its strings (issue 44: a 10-million-character name made a
/// 10 MB picture; a constraint string of 10⁷ spaces took 11.6 s and 590 MB to draw).
enum PictureText {
    /// `text` as a picture shows it.
    static func shown(_ text: some StringProtocol) -> String {
        MessageText.quoted(text)
    }
}
