import SwiftScanning

/// A problem at a place in `project.pbxproj`: it does not parse, has merge-conflict markers, or is
/// not laid out as Xcode writes it where vipgen would insert.
package struct XcodeProjectFileError: Error, Equatable, CustomStringConvertible {
    package let file: String
    package let location: SourceLocation
    package let message: String

    init(file: String, bytes: [UInt8], offset: Int, message: String) {
        self.file = file
        location = SourceLocation.scanning(bytes, to: offset)
        self.message = message
    }

    package var description: String { "\(file):\(location): error: \(message)" }
}
