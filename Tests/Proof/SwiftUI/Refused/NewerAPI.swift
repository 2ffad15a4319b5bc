// expect: iOS 18+
// presentationSizing(_:) is iOS 18: code promised for iOS 17 must not use it.
import SwiftUI

struct FormSheet: View {
    var body: some View {
        Text("Form").presentationSizing(.form)
    }
}
