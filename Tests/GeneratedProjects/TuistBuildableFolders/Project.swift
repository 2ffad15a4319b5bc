import ProjectDescription

// Xcode 16 buildable folders, indented with tabs.
let project = Project(
	name: "Pulse",
	targets: [
		.target(
			name: "Pulse",
			destinations: [.iPhone, .iPad],
			product: .app,
			bundleId: "org.example.pulse",
			buildableFolders: [
				"Pulse/Sources",
				.folder("Pulse/Resources"),
			],
			dependencies: []
		),
		.target(
			name: "PulseTests",
			destinations: [.iPhone, .iPad],
			product: .unitTests,
			bundleId: "org.example.pulseTests",
			buildableFolders: ["Pulse/Tests"],
			dependencies: [.target(name: "Pulse")]
		),
	]
)
