import VipgenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Everything lives in the library targets; the executable only hands over the process's arguments and streams.
exit(VipgenCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
