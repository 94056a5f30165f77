// Compiles `kernel/` to PTX ($OUT_DIR/rmsnorm_sm90.ptx).
fn main() {
    cute_layout_build::PtxBuild::new("kernel")
        .arch("sm_90")
        .file_stem("rmsnorm")
        .build_script();
}
