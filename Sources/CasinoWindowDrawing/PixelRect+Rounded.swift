import CasinoArt

extension PixelRect {
    /// The columns `from..<to` of row `row` inside this rectangle with corners rounded by
    /// `radius` (a quarter circle per corner).
    package func roundedSpan(row: Int, radius: Int) -> (from: Int, to: Int) {
        let r = min(radius, width / 2, height / 2)
        guard r > 0 else { return (x, maxX) }
        let dy: Double
        if row < y + r {
            dy = Double(y + r - row) - 0.5
        } else if row >= maxY - r {
            dy = Double(row - (maxY - r)) + 0.5
        } else {
            return (x, maxX)
        }
        let rr = Double(r)
        let inset = Int((rr - (rr * rr - dy * dy).squareRoot()).rounded())
        return (x + inset, maxX - inset)
    }

    /// The rectangle with corners rounded by `radius` as rectangles one above the other: a
    /// corner's rows one each, the straight middle one; none overlap.
    package func roundedRows(radius: Int) -> [PixelRect] {
        var rows: [PixelRect] = []
        var row = y
        while row < maxY {
            let span = roundedSpan(row: row, radius: radius)
            var end = row + 1
            while end < maxY, roundedSpan(row: end, radius: radius) == span { end += 1 }
            if span.from < span.to {
                rows.append(
                    PixelRect(x: span.from, y: row, width: span.to - span.from, height: end - row))
            }
            row = end
        }
        return rows
    }
}
