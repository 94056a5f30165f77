// Compiles `kernel/` to PTX ($OUT_DIR/kernel_sm90.ptx); add `.arch("sm_80")` for Ampere.
fn main() {
    cute_layout_build::PtxBuild::new("kernel")
        .arch("sm_90")
        .file_stem("kernel")
        .build_script();
}
