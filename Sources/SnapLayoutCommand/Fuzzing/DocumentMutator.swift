/// Structure-aware mutations of layout documents, for the fuzz target's custom mutator: byte-level
/// mutations rarely reach what the readers and the stack rules see (a 21-digit number, a lone
/// surrogate, an arranged list that names the stack itself, a thousand arranged views, a broken
/// document between two good ones), so half of the fuzzer's mutations come from here.
///
/// Deterministic for a seed, so that libFuzzer can replay a mutation.
package struct DocumentMutator {
    /// The kinds of mutation, each a method of its own.
    package enum Kind: CaseIterable, Sendable {
        case number, string, stackField, arrangedList, manyArranged, nestedStacks, interleave, text
    }

    private var random: FuzzRandom

    /// A random number below `bound`, for the extensions.
    mutating func randomBelow(_ bound: Int) -> Int { random.below(bound) }

    /// A mutator whose choices follow `seed`.
    package init(seed: UInt64) {
        random = FuzzRandom(seed: seed)
    }

    /// `bytes` mutated by a kind chosen at random, at most `maxSize` bytes; `nil` when the chosen
    /// kind finds nothing to change (the caller then mutates bytes as libFuzzer does).
    package mutating func mutate(_ bytes: [UInt8], maxSize: Int) -> [UInt8]? {
        let kind = Kind.allCases[random.below(Kind.allCases.count)]
        return mutate(bytes, kind: kind, maxSize: maxSize)
    }

    /// `bytes` mutated by `kind`.
    package mutating func mutate(_ bytes: [UInt8], kind: Kind, maxSize: Int) -> [UInt8]? {
        let tokens = JSONTextTokens(bytes)
        let mutated: [UInt8]?
        switch kind {
        case .number: mutated = replacingNumber(bytes, tokens)
        case .string: mutated = insertingIntoString(bytes, tokens)
        case .stackField: mutated = insertingStackField(bytes, tokens)
        case .arrangedList: mutated = insertingArrangedList(bytes, tokens)
        case .manyArranged: mutated = appendingStack(bytes, tokens, maxSize: maxSize, nested: false)
        case .nestedStacks: mutated = appendingStack(bytes, tokens, maxSize: maxSize, nested: true)
        case .interleave: mutated = interleaving(bytes)
        case .text: mutated = insertingText(bytes, tokens)
        }
        guard let mutated, mutated.count <= maxSize, mutated != bytes else { return nil }
        return mutated
    }

    private mutating func replacingNumber(_ bytes: [UInt8], _ tokens: JSONTextTokens) -> [UInt8]? {
        guard !tokens.numbers.isEmpty else { return nil }
        let range = tokens.numbers[random.below(tokens.numbers.count)]
        var number = HostileValues.numbers[random.below(HostileValues.numbers.count)]
        if random.below(4) == 0 {
            // Long digit strings of every length up to 800, with an exponent to ±400.
            number = String(random.below(9) + 1) + String((0..<random.below(800)).map { _ in Character(String(random.below(10))) })
            if random.below(2) == 0 { number += "e\(random.below(2) == 0 ? "-" : "")\(random.below(401))" }
        }
        var out = bytes
        out.replaceSubrange(range, with: Array(number.utf8))
        return out
    }

    private mutating func insertingIntoString(_ bytes: [UInt8], _ tokens: JSONTextTokens) -> [UInt8]? {
        guard !tokens.strings.isEmpty else { return nil }
        let range = tokens.strings[random.below(tokens.strings.count)]
        let at = range.lowerBound + random.below(range.count + 1)
        var piece = HostileValues.stringPieces[random.below(HostileValues.stringPieces.count)]
        if random.below(8) == 0 { piece = [UInt8](repeating: piece.first ?? 0x78, count: 1 + random.below(4096)) }
        var out = bytes
        out.insert(contentsOf: piece, at: at)
        return out
    }

    /// A `text` key on a view (a label), or a `scale` on the document.
    private mutating func insertingText(_ bytes: [UInt8], _ tokens: JSONTextTokens) -> [UInt8]? {
        guard !tokens.views.isEmpty else { return nil }
        var out = bytes
        if randomBelow(6) == 0, bytes.first == UInt8(ascii: "{") {
            out.insert(contentsOf: Array(#""scale":\#([1, 2, 3, 0, -1][randomBelow(5)]),"#.utf8), at: 1)
            return out
        }
        let field = HostileValues.textFields[randomBelow(HostileValues.textFields.count)]
        out.insert(contentsOf: Array((field + ",").utf8), at: tokens.views[randomBelow(tokens.views.count)])
        return out
    }

    private mutating func insertingStackField(_ bytes: [UInt8], _ tokens: JSONTextTokens) -> [UInt8]? {
        guard !tokens.views.isEmpty else { return nil }
        let at = tokens.views[random.below(tokens.views.count)]
        let field = HostileValues.stackFields[random.below(HostileValues.stackFields.count)]
        var out = bytes
        out.insert(contentsOf: Array((field + ",").utf8), at: at)
        return out
    }

    /// An `arranged` list on a view: ids of the document, some missing, duplicated, the view's own
    /// (a cycle), unknown ones.
    private mutating func insertingArrangedList(_ bytes: [UInt8], _ tokens: JSONTextTokens) -> [UInt8]? {
        guard !tokens.views.isEmpty else { return nil }
        let which = random.below(tokens.views.count)
        var ids: [String] = []
        for _ in 0..<random.below(6) {
            switch random.below(5) {
            case 0 where which < tokens.ids.count: ids.append(tokens.ids[which])
            case 1: ids.append("unknown\(random.below(3))")
            default: if !tokens.ids.isEmpty { ids.append(tokens.ids[random.below(tokens.ids.count)]) }
            }
        }
        let list = ids.map { "\"\($0)\"" }.joined(separator: ",")
        var out = bytes
        out.insert(contentsOf: Array(#""kind":"stack","arranged":[\#(list)],"#.utf8), at: tokens.views[which])
        return out
    }
}
