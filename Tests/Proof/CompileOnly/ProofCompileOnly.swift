// The target a compile-only cell builds (VIPGEN_PROOF_COMPILE_ONLY in Package.swift): it depends on
// every module of the proofs, so building it compiles them all. It holds nothing of its own.
