/// The command-line options of the settings (`Settings`): each command takes the options of the
/// settings whose flag names it, and the values given override the spec's.
enum SettingOptions {
    /// The option a setting's flag declares, or nil for a setting without one.
    static func declaration(of setting: any AnySetting) -> OptionDeclaration? {
        guard let flag = setting.settingFlag else { return nil }
        return OptionDeclaration(
            name: flag.name, short: nil, valueName: flag.valueName, repeatable: false, help: flag.help,
            completion: completion(setting.completion),
            convert: { word in
                do {
                    return try setting.parseFlag(word)
                } catch {
                    throw UsageError("\(error)")
                }
            })
    }

    /// The typed handle of a setting's option, for reading its value.
    static func option<Value>(_ setting: Setting<Value>) -> Option<Value> {
        Option(declaration: declaration(of: setting)!)
    }

    /// The options of every setting `command` takes, in the settings' order.
    static func declarations(for command: SettingCommand) -> [OptionDeclaration] {
        Settings.all.filter { $0.settingFlag?.commands.contains(command) == true }.compactMap(declaration(of:))
    }

    /// What a shell offers for a setting's value.
    static func completion(_ completion: SettingCompletion) -> ValueCompletion {
        switch completion {
        case .text: return .none
        case .file: return .file
        case .directory: return .directory
        case .choices(let words): return .choices(words)
        }
    }

    /// The project settings the command line gives. A flag that sets a scene's value sets the
    /// project's unless `sceneFlags`, when a command writes the scene the flags describe.
    static func settings(from input: ParsedCommand, sceneFlags: Bool = false) -> ProjectSettings {
        var settings = ProjectSettings()
        for setting in Settings.all where setting.isProjectSetting {
            guard let flag = setting.settingFlag, !(sceneFlags && flag.setsScene && setting.isSceneSetting),
                let value = input.ifDeclared(flag.name)
            else { continue }
            setting.apply(flagValue: value, toProject: &settings)
        }
        return settings
    }

    /// Sets `scene`'s settings from the flags that set a scene's value; returns those given.
    @discardableResult
    static func apply(_ input: ParsedCommand, to scene: inout SceneSpec) -> [String] {
        var given: [String] = []
        for setting in Settings.all where setting.isSceneSetting {
            guard let flag = setting.settingFlag, flag.setsScene, let value = input.ifDeclared(flag.name) else {
                continue
            }
            setting.apply(flagValue: value, toScene: &scene)
            given.append(flag.name)
        }
        return given
    }

    /// The lint settings the command line gives.
    static func lintSettings(from input: ParsedCommand) -> LintSettings {
        var settings = LintSettings()
        for setting in Settings.all where setting.isLintSetting {
            guard let flag = setting.settingFlag, let value = input.ifDeclared(flag.name) else { continue }
            setting.apply(flagValue: value, toLint: &settings)
        }
        return settings
    }
}
