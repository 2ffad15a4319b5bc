# vipgen: build, test, install. Everything here needs only the Swift toolchain.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR := $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
UNAME := $(shell uname -s)
# The installed binary must run without the toolchain: link Swift's runtime into it on Linux, and
# leave out the build folder's RUNPATH, which only costs failed library look-ups at every start.
ifeq ($(UNAME),Linux)
STATIC := --static-swift-stdlib --disable-local-rpath
endif

.PHONY: all build test proofs lint install uninstall golden bench clean format

all: build

## Templates/ is embedded into the library as it builds (Plugins/EmbedTemplatesPlugin).
build:
	$(SWIFT) build

## The whole suite: unit, golden, end-to-end and compile proofs (Swift 6 and Swift 5 modes), then lint.
test:
	Tests/Proof/run-all

## Only the compile proofs (Tests/Proof/Package.swift), every cell of the matrix or CELLS="6:MainActor".
proofs:
	$(SWIFT) build --product vipgen
	Tests/Proof/build-proofs "$$($(SWIFT) build --show-bin-path)/vipgen" $(CELLS)

## Re-record the golden files from the current templates, then show what changed.
golden:
	$(SWIFT) build --product vipgen
	vipgen="$$($(SWIFT) build --show-bin-path)/vipgen" && \
	for golden in CleanMeme ConfiguratorGolden InputOutputGolden; do \
		rm -rf Tests/Proof/$$golden/Generated && \
		(cd Tests/Proof/$$golden && "$$vipgen" generate -q) || exit 1; \
	done
	git status --short Tests/Proof

install:
	$(SWIFT) build -c release --product vipgen $(STATIC)
	install -d "$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/vipgen" "$(BINDIR)/vipgen"

uninstall:
	rm -f "$(BINDIR)/vipgen"

bench:
	Tests/Benchmarks/bench

## swift-format with the root .swift-format (default rules; indentation 4, line length 120).
lint:
	$(SWIFT) format lint --strict --recursive Sources/Mustache Sources/VipgenKit Sources/vipgen Sources/EmbedTemplates Sources/VipgenBench Plugins Package.swift Tests/Proof/Package.swift Tests/Proof/UIKit/Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources/Mustache Sources/VipgenKit Sources/vipgen Sources/EmbedTemplates Sources/VipgenBench Plugins Package.swift Tests/Proof/Package.swift Tests/Proof/UIKit/Package.swift

clean:
	rm -rf .build .build-* Tests/Proof/Fresh/Generated
