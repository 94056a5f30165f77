// Compiles `kernel/` (and the kernels of its dependency my-first-kernel-device) to PTX:
// $OUT_DIR/kernels_sm90.ptx.
fn main() {
    cute_layout_build::PtxBuild::new("kernel")
        .arch("sm_90")
        .file_stem("kernels")
        .build_script();
}
