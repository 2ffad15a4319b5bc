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

.PHONY: all build test test-swift5 lint templates install uninstall golden bench clean format

all: build

## Embed Templates/*.mustache into the library (the binary carries its templates).
templates:
	$(SWIFT) run --quiet EmbedTemplates Templates Sources/VipgenKit/Templates/BundledTemplates.swift

build: templates
	$(SWIFT) build

## The whole suite: unit, golden, end-to-end and compile proofs (Swift 6 and Swift 5 modes), then lint.
test:
	Tests/Proof/run-all

## Re-record the golden files from the current templates, then show what changed.
golden: templates
	$(SWIFT) build --product vipgen
	rm -rf Tests/Golden/CleanMeme/Generated
	cd Tests/Golden/CleanMeme && "$$($(SWIFT) build --show-bin-path)/vipgen" generate -q
	git status --short Tests/Golden

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
	$(SWIFT) format lint --strict --recursive Sources/Mustache Sources/VipgenKit Sources/vipgen Sources/EmbedTemplates Sources/VipgenBench Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources/Mustache Sources/VipgenKit Sources/vipgen Sources/EmbedTemplates Sources/VipgenBench Package.swift

clean:
	rm -rf .build .build-*
