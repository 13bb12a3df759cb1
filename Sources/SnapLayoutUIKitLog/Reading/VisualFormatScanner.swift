import SnapLayoutModel

/// Splits a visual-format line (after `H:` / `V:` and its direction) into its ends (`|`,
/// `[view(size)]`) and the spacing predicates between them.
enum VisualFormatScanner {
    typealias Element = VisualFormatBody.Element

    /// The ends and the gaps between them (`nil`: a bare `-`; empty: flush).
    static func scan(_ text: Substring) -> Result<(elements: [Element], gaps: [Substring?]), ReadProblem> {
        var elements: [Element] = [], gaps: [Substring?] = []
        var pendingGap: Substring?? = .none
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "|", "[":
                if !elements.isEmpty { gaps.append(pendingGap ?? "") }
                pendingGap = .none
                if text[index] == "|" {
                    elements.append(.superview)
                    index = text.index(after: index)
                } else {
                    guard let (element, next) = bracket(text, at: index) else { return .failure("a '[' has no closing ']'") }
                    elements.append(element)
                    index = next
                }
            case "-":
                guard let (gap, next) = connection(text, at: index) else { return .failure("a spacing '-(…)-' is not closed") }
                pendingGap = .some(gap)
                index = next
            case " ":
                index = text.index(after: index)
            default:
                return .failure("'\(MessageText.quoted(String(text[index])))' is not part of UIKit's visual format here")
            }
        }
        if pendingGap != nil { return .failure("a spacing has nothing after it") }
        return .success((elements, gaps))
    }

    /// `[view]` or `[view(size)]` at `start`; the text after it. A view's printed title (`'…'`) may
    /// hold brackets and parentheses: it runs to the quote before the closing `]` or `(`.
    private static func bracket(_ text: Substring, at start: String.Index) -> (Element, String.Index)? {
        var index = text.index(after: start)
        let nameStart = index
        var titleTried = false
        while index < text.endIndex, text[index] != "]", text[index] != "(" {
            // Only the first quote can open a title (one search: a title never closed is plain text).
            if text[index] == "'", !titleTried {
                titleTried = true
                if let close = closingQuote(text, after: index) { index = close }
            }
            index = text.index(after: index)
        }
        guard index < text.endIndex else { return nil }
        let name = text[nameStart..<index]
        var size: Substring?
        if text[index] == "(" {
            guard let close = balancedClose(text, at: index) else { return nil }
            size = text[text.index(after: index)..<close]
            index = text.index(after: close)
        }
        guard index < text.endIndex, text[index] == "]" else { return nil }
        return (.view(name, size: size), text.index(after: index))
    }

    /// The quote that closes the title opened at `open`: the first one followed by the `]` or `(`
    /// that ends the bracket.
    private static func closingQuote(_ text: Substring, after open: String.Index) -> String.Index? {
        var index = text.index(after: open)
        while index < text.endIndex {
            if text[index] == "'" {
                let next = text.index(after: index)
                if next < text.endIndex, text[next] == "]" || text[next] == "(" { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `-(predicate)-`, `-8-` or a bare `-` at `start`; the predicate (`nil` for a bare `-`) and the
    /// text after it.
    private static func connection(_ text: Substring, at start: String.Index) -> (Substring?, String.Index)? {
        let after = text.index(after: start)
        guard after < text.endIndex else { return nil }
        if text[after] == "[" || text[after] == "|" { return (nil, after) }
        var close: String.Index
        var predicate: Substring
        if text[after] == "(" {
            guard let end = balancedClose(text, at: after) else { return nil }
            predicate = text[text.index(after: after)..<end]
            close = text.index(after: end)
        } else {
            guard let end = text[text.index(after: after)...].firstIndex(of: "-") else { return nil }
            predicate = text[after..<end]
            close = end
        }
        guard close < text.endIndex, text[close] == "-" else { return nil }
        return (predicate, text.index(after: close))
    }

    /// The `)` that closes the `(` at `open`.
    private static func balancedClose(_ text: Substring, at open: String.Index) -> String.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
