extension DocumentMutator {
    /// A stack of many arranged views (up to thousands, as the size allows) appended to the views,
    /// or a nest of stacks each arranging the next; with random axis, distribution, alignment,
    /// spacing, hidden views and baselines.
    mutating func appendingStack(_ bytes: [UInt8], _ tokens: JSONTextTokens, maxSize: Int, nested: Bool) -> [UInt8]? {
        guard let end = tokens.viewsEnd, let root = tokens.ids.first else { return nil }
        let budget = maxSize - bytes.count
        let count = min(nested ? 1 + randomBelow(600) : 1 + randomBelow(3000), budget / 90)
        guard count > 0 else { return nil }
        var views: [String] = []
        for k in 0..<count {
            let parent = nested ? (k == 0 ? root : "fz\(k - 1)") : (k == 0 ? root : "fz0")
            var view = #"{"id":"fz\#(k)","parent":"\#(parent)""#
            if nested || k == 0 {
                let children = nested ? (k + 1 < count ? ["fz\(k + 1)"] : []) : (1..<count).map { "fz\($0)" }
                view += stackKeys(arranged: children)
            } else {
                view += #","intrinsicSize":[\#(randomBelow(120)),\#(randomBelow(40))]"#
                if randomBelow(8) == 0 { view += #","hidden":true"# }
                if randomBelow(4) == 0 { view += #","baseline":[\#(randomBelow(30)),\#(randomBelow(10))]"# }
            }
            views.append(view + "}")
        }
        var out = bytes
        let separator = bytes[..<end].last(where: { $0 != 0x20 && $0 != 0x0A }) == UInt8(ascii: "[") ? "" : ","
        out.insert(contentsOf: Array((separator + views.joined(separator: ",")).utf8), at: end)
        return out
    }

    private mutating func stackKeys(arranged: [String]) -> String {
        let axis = HostileValues.axes[randomBelow(2)]
        let distribution = HostileValues.distributions[randomBelow(HostileValues.distributions.count)]
        let alignment = HostileValues.alignments[randomBelow(HostileValues.alignments.count)]
        let spacing = randomBelow(3) == 0 ? #""system""# : String(randomBelow(20) - 4)
        let list = arranged.map { "\"\($0)\"" }.joined(separator: ",")
        return #","kind":"stack","axis":"\#(axis)","distribution":"\#(distribution)","alignment":"\#(alignment)","spacing":\#(spacing),"arranged":[\#(list)]"#
    }

    /// The document between copies of itself, one of them broken (cut short, or a byte dropped),
    /// as JSON Lines (lines indented at random) or as an array (on one line or several).
    mutating func interleaving(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count > 2 else { return nil }
        let line = bytes.filter { $0 != 0x0A }
        // Broken: cut short, or a bracket, quote, comma or colon dropped.
        var broken = Array(line[..<(1 + randomBelow(line.count - 1))])
        let structural = line.indices.filter { Array("{}[]\":,".utf8).contains(line[$0]) }
        if randomBelow(2) == 0, !structural.isEmpty {
            broken = line
            broken.remove(at: structural[randomBelow(structural.count)])
        }
        let indents: [[UInt8]] = [[], [0x20], [0x09], [0x20, 0x20, 0x20]]
        let copies = [line, broken, line] + (randomBelow(2) == 0 ? [line] : [])
        let documents = copies.shuffledPrefix(count: copies.count) { randomBelow($0) }
        switch randomBelow(3) {
        case 0: return documents.flatMap { indents[randomBelow(indents.count)] + $0 + [0x0A] }
        case 1: return [UInt8(ascii: "[")] + Array(documents.joined(separator: Array(", ".utf8))) + [UInt8(ascii: "]")]
        default: return Array("[\n".utf8) + Array(documents.joined(separator: Array(",\n".utf8))) + Array("\n]\n".utf8)
        }
    }
}

extension Array {
    /// The first `count` elements after a shuffle driven by `below` (a random number below its argument).
    func shuffledPrefix(count: Int, _ below: (Int) -> Int) -> [Element] {
        var copy = self
        for index in copy.indices.reversed() where index > 0 { copy.swapAt(index, below(index + 1)) }
        return Array(copy.prefix(count))
    }
}
