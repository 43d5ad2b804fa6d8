/// Formats numbers as ASCII into a stack buffer, so the overlay can print values every frame
/// without creating a `String`.
enum DecimalDigits {
    /// Enough for "-18446744073709551615.", 15 fraction digits and slack.
    private static let capacity = 48
    /// `drawFixed` keeps at most this many fraction digits; more is below a Double's precision.
    static let maxFractionDigits = 15

    /// Calls `body` with the decimal digits of `value`, with a leading "-" when negative.
    static func withInteger<R>(_ value: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            // `magnitude` rather than negation: -Int.min does not exist.
            var end = buffer.count
            end = writeDigits(UInt64(value.magnitude), into: buffer, end: end, minimumCount: 1)
            if value < 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// Calls `body` with `value` rounded to `fractionDigits` (clamped to 0...15) decimals,
    /// ties away from zero; "nan", "inf", "-inf" for non-finite values and "overflow" when the
    /// scaled value does not fit 64 bits. A result that rounds to zero has no minus sign.
    static func withFixed<R>(_ value: Double, fractionDigits: Int,
                             _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var end = buffer.count
            let digits = min(max(fractionDigits, 0), maxFractionDigits)
            let scaled = (value.magnitude * power(of: digits)).rounded(.toNearestOrAwayFromZero)

            func prepend(_ text: StaticString) {
                let count = text.utf8CodeUnitCount
                end -= count
                for i in 0..<count { buffer[end + i] = text.utf8Start[i] }
            }

            if value.isNaN {
                prepend("nan")
            } else if value.isInfinite {
                prepend(value < 0 ? "-inf" : "inf")
            } else if scaled >= 18_446_744_073_709_551_616.0 { // 2^64
                prepend("overflow")
            } else {
                var whole = UInt64(scaled)
                if digits > 0 {
                    let divisor = UInt64(power(of: digits))
                    let fraction = whole % divisor
                    whole /= divisor
                    end = writeDigits(fraction, into: buffer, end: end, minimumCount: digits)
                    end -= 1
                    buffer[end] = UInt8(ascii: ".")
                }
                end = writeDigits(whole, into: buffer, end: end, minimumCount: 1)
                if value < 0 && scaled != 0 {
                    end -= 1
                    buffer[end] = UInt8(ascii: "-")
                }
            }
            return body(UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// Writes `value` right-aligned ending before `end`, zero-padded to `minimumCount` digits;
    /// returns the index of the first digit.
    private static func writeDigits(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>,
                                    end: Int, minimumCount: Int) -> Int {
        var value = value
        var start = end
        repeat {
            start -= 1
            buffer[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        } while value != 0 || end - start < minimumCount
        return start
    }

    /// 10^n for 0 ≤ n ≤ 15, exact in a Double.
    private static func power(of n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }
}
