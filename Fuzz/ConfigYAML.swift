// libFuzzer target: the YAML config reader (`ConfigFile`, compiled into this target from Sources/Main), on any
// bytes as config.yaml: never a trap, an alias bomb never expanded, at most 64 KiB read. Built by scripts/fuzz.sh.
import Foundation

private let file = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-fuzz-\(getpid()).yaml")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard (try? Data(bytes: data, count: size).write(to: file)) != nil else { return 0 }
    _ = try? ConfigFile(url: file).read()
    return 0
}
