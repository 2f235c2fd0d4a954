import CasinoArt

/// Stand-ins for art that has not landed in CasinoArt yet: removed as the real pictures
/// arrive.
enum ArtStandIns {
    /// A plain red disc with a white rim until `Art.chip` exists.
    static let chip: PixelImage = {
        let size = 6
        var image = PixelImage(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) - 2.5
                let dy = Double(y) - 2.5
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance <= 3.1 { image[x, y] = distance > 2.2 ? RGB.white : Palette.red }
            }
        }
        return image
    }()
}
