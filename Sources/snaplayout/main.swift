#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnapLayoutCommand

// A descriptor the shell closed (`>&-`) is held by /dev/null, read-only: a write to it fails with a
// message instead of going into whatever file the tool opens next under that number.
for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
    _ = open("/dev/null", O_RDONLY)
}
exit(SnapLayoutCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), handlesSignals: true))
