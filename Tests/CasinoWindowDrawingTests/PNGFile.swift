import CZlib
import CasinoWindowDrawing
import Foundation

/// The smallest PNG codec the golden images need: 8-bit RGB, filter 0, one zlib stream.
/// It reads the files it writes (a golden made elsewhere is re-recorded, not decoded).
enum PNGFile {
    struct Image: Equatable {
        var width: Int
        var height: Int
        /// R, G, B per pixel, row-major.
        var rgb: [UInt8]
    }

    static func image(of raster: Raster) -> Image {
        var rgb: [UInt8] = []
        rgb.reserveCapacity(raster.width * raster.height * 3)
        for index in stride(from: 0, to: raster.bytes.count, by: 4) {
            rgb += raster.bytes[index..<index + 3]
        }
        return Image(width: raster.width, height: raster.height, rgb: rgb)
    }

    static func encode(_ image: Image) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity(image.height * (image.width * 3 + 1))
        for y in 0..<image.height {
            raw.append(0)
            raw += image.rgb[(y * image.width * 3)..<((y + 1) * image.width * 3)]
        }
        var size = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&compressed, &size, raw, uLong(raw.count), 9)
        precondition(status == Z_OK, "zlib compress2 failed: \(status)")
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header += [8, 2, 0, 0, 0]
        data.appendChunk("IHDR", header)
        data.appendChunk("IDAT", Data(compressed[0..<Int(size)]))
        data.appendChunk("IEND", Data())
        return data
    }

    enum DecodeError: Error, CustomStringConvertible {
        case malformed(String)
        var description: String {
            switch self {
            case .malformed(let why): "not a golden PNG this test wrote: \(why)"
            }
        }
    }

    static func decode(_ data: Data) throws -> Image {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        else { throw DecodeError.malformed("no PNG signature") }
        var offset = 8
        var width = 0
        var height = 0
        var idat: [UInt8] = []
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8
                | Int(bytes[at + 3])
        }
        while offset + 8 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = (offset + 8)..<(offset + 8 + length)
            guard body.upperBound + 4 <= bytes.count else {
                throw DecodeError.malformed("cut short")
            }
            switch type {
            case "IHDR":
                width = u32(body.lowerBound)
                height = u32(body.lowerBound + 4)
                guard bytes[body.lowerBound + 8] == 8, bytes[body.lowerBound + 9] == 2 else {
                    throw DecodeError.malformed("not 8-bit RGB")
                }
            case "IDAT": idat += bytes[body]
            default: break
            }
            offset = body.upperBound + 4
        }
        let stride = width * 3 + 1
        var size = uLongf(stride * height)
        var raw = [UInt8](repeating: 0, count: Int(size))
        guard uncompress(&raw, &size, idat, uLong(idat.count)) == Z_OK, Int(size) == raw.count
        else { throw DecodeError.malformed("bad zlib data") }
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        for y in 0..<height {
            guard raw[y * stride] == 0 else { throw DecodeError.malformed("row filter") }
            rgb += raw[(y * stride + 1)..<((y + 1) * stride)]
        }
        return Image(width: width, height: height, rgb: rgb)
    }
}

extension Data {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
            UInt8(value & 0xFF),
        ])
    }

    fileprivate mutating func appendChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        let crc = typed.withUnsafeBytes { buffer in
            crc32(0, buffer.bindMemory(to: UInt8.self).baseAddress, uInt(buffer.count))
        }
        appendBigEndian(UInt32(crc))
    }
}
