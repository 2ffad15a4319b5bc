/// The end of every generating command: plan, then list or write, then say what happened.
enum OutputEmitter {
    struct Flags {
        var dryRun = false
        var force = false
        var quiet = false

        init(dryRun: Bool = false, force: Bool = false, quiet: Bool = false) {
            self.dryRun = dryRun
            self.force = force
            self.quiet = quiet
        }

        init(_ arguments: ParsedArguments) {
            self.init(
                dryRun: arguments.has("--dry-run"), force: arguments.has("--force"), quiet: arguments.has("--quiet"))
        }
    }

    static let options: [OptionDefinition] = [
        .flag(
            "--dry-run",
            help:
                "List the files that would be written, and whether each is new or would be overwritten; write nothing."),
        .flag("--force", help: "Overwrite existing files whose contents differ."),
        .flag("--quiet", short: "-q", help: "Print nothing on success."),
    ]

    static func emit(_ files: [OutputFile], flags: Flags, console: Console) throws -> ExitCode {
        let plan = try FileWriter.plan(files)
        if flags.dryRun {
            for (file, status) in plan.entries {
                let verb: String
                switch status {
                case .new: verb = "would create"
                case .overwrite: verb = flags.force ? "would overwrite" : "exists (needs --force)"
                case .unchanged: verb = "unchanged"
                }
                console.out("\(verb.padding(to: 24)) \(file.path)\n")
            }
            console.out(summary(plan, dryRun: true, force: flags.force) + "\n")
            return .success
        }
        try FileWriter.write(plan, force: flags.force)
        if !flags.quiet {
            for (file, status) in plan.entries {
                let verb: String
                switch status {
                case .new: verb = "created"
                case .overwrite: verb = "overwrote"
                case .unchanged: verb = "unchanged"
                }
                console.out("\(verb.padding(to: 10)) \(file.path)\n")
            }
            console.out(summary(plan, dryRun: false, force: flags.force) + "\n")
        }
        return .success
    }

    private static func summary(_ plan: WritePlan, dryRun: Bool, force: Bool) -> String {
        let new = plan.entries.filter { $0.status == .new }.count
        let overwrite = plan.entries.filter { $0.status == .overwrite }.count
        let unchanged = plan.entries.count - new - overwrite
        var parts = ["\(new) new"]
        if overwrite > 0 { parts.append("\(overwrite) \(dryRun && !force ? "in the way" : "overwritten")") }
        if unchanged > 0 { parts.append("\(unchanged) unchanged") }
        let total = "\(plan.entries.count) file\(plan.entries.count == 1 ? "" : "s")"
        let line = (dryRun ? "dry run: " : "") + "\(total): " + parts.joined(separator: ", ")
        if dryRun && overwrite > 0 && !force {
            return line + "; writing would fail without --force"
        }
        return line
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
