extension StringProtocol where SubSequence == Substring {
    /// The text without the spaces and tabs around it.
    package var trimmingSpaces: Substring {
        var start = startIndex, end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[start..<end]
    }
}
