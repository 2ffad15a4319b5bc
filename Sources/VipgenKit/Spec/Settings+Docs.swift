extension Settings {
    /// The README's settings table: a row for each place a setting may be written (`project.worker`,
    /// `scenes[].worker`, `lint.disable`), project ones first, then scenes', then lint's.
    static var markdownTable: String {
        var rows = ["| key | meaning | default | flag |", "| --- | --- | --- | --- |"]
        func row(_ keyPath: String, _ meaning: String, _ defaultText: String, _ flag: SettingFlag?) {
            let flagText = flag.map { "`\($0.name) \($0.valueName)`" } ?? ""
            rows.append("| `\(keyPath)` | \(meaning) | \(defaultText) | \(flagText) |")
        }
        // A flag that sets a scene's value is shown on the scene's row, any other on the project's.
        for setting in all where setting.isProjectSetting {
            let docs = setting.settingDocs
            let flag = setting.settingFlag.flatMap { $0.setsScene && setting.isSceneSetting ? nil : $0 }
            row("project.\(setting.key)", docs.meaning, docs.defaultText, flag)
        }
        for setting in all where setting.isSceneSetting {
            let docs = setting.settingDocs
            let flag = setting.settingFlag.flatMap { $0.setsScene || !setting.isProjectSetting ? $0 : nil }
            row(
                "scenes[].\(setting.key)", docs.sceneMeaning ?? docs.meaning, docs.sceneDefault ?? docs.defaultText,
                flag)
        }
        for setting in all where setting.isLintSetting {
            let docs = setting.settingDocs
            row("lint.\(setting.key)", docs.meaning, docs.defaultText, setting.settingFlag)
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
