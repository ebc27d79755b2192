export declare function stackFloorBuildArgs(outDir: string): string[];
