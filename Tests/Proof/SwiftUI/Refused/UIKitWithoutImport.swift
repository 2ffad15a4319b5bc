// expect: cannot find type 'UIViewController' in scope
// SwiftUI does not hand a file UIKit's types here: a SwiftUI scene that names one must import UIKit,
// which the SwiftUI flavor never does.
import SwiftUI

struct Wrapper: View {
    let controller: UIViewController

    var body: some View {
        Text("Wrapped")
    }
}
