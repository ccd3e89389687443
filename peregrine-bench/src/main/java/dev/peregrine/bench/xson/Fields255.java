package dev.peregrine.bench.xson;

import java.io.Serializable;

/**
 * XSON case 5: a bean of 255 {@code int} properties, private fields with a getter and a setter each, so that
 * field-based peers and accessor-based ones (XSON reads and writes through accessors only) see the same bean.
 */
public class Fields255 implements Serializable {
  private static final long serialVersionUID = 1L;

  private int f0;
  private int f1;
  private int f2;
  private int f3;
  private int f4;
  private int f5;
  private int f6;
  private int f7;
  private int f8;
  private int f9;
  private int f10;
  private int f11;
  private int f12;
  private int f13;
  private int f14;
  private int f15;
  private int f16;
  private int f17;
  private int f18;
  private int f19;
  private int f20;
  private int f21;
  private int f22;
  private int f23;
  private int f24;
  private int f25;
  private int f26;
  private int f27;
  private int f28;
  private int f29;
  private int f30;
  private int f31;
  private int f32;
  private int f33;
  private int f34;
  private int f35;
  private int f36;
  private int f37;
  private int f38;
  private int f39;
  private int f40;
  private int f41;
  private int f42;
  private int f43;
  private int f44;
  private int f45;
  private int f46;
  private int f47;
  private int f48;
  private int f49;
  private int f50;
  private int f51;
  private int f52;
  private int f53;
  private int f54;
  private int f55;
  private int f56;
  private int f57;
  private int f58;
  private int f59;
  private int f60;
  private int f61;
  private int f62;
  private int f63;
  private int f64;
  private int f65;
  private int f66;
  private int f67;
  private int f68;
  private int f69;
  private int f70;
  private int f71;
  private int f72;
  private int f73;
  private int f74;
  private int f75;
  private int f76;
  private int f77;
  private int f78;
  private int f79;
  private int f80;
  private int f81;
  private int f82;
  private int f83;
  private int f84;
  private int f85;
  private int f86;
  private int f87;
  private int f88;
  private int f89;
  private int f90;
  private int f91;
  private int f92;
  private int f93;
  private int f94;
  private int f95;
  private int f96;
  private int f97;
  private int f98;
  private int f99;
  private int f100;
  private int f101;
  private int f102;
  private int f103;
  private int f104;
  private int f105;
  private int f106;
  private int f107;
  private int f108;
  private int f109;
  private int f110;
  private int f111;
  private int f112;
  private int f113;
  private int f114;
  private int f115;
  private int f116;
  private int f117;
  private int f118;
  private int f119;
  private int f120;
  private int f121;
  private int f122;
  private int f123;
  private int f124;
  private int f125;
  private int f126;
  private int f127;
  private int f128;
  private int f129;
  private int f130;
  private int f131;
  private int f132;
  private int f133;
  private int f134;
  private int f135;
  private int f136;
  private int f137;
  private int f138;
  private int f139;
  private int f140;
  private int f141;
  private int f142;
  private int f143;
  private int f144;
  private int f145;
  private int f146;
  private int f147;
  private int f148;
  private int f149;
  private int f150;
  private int f151;
  private int f152;
  private int f153;
  private int f154;
  private int f155;
  private int f156;
  private int f157;
  private int f158;
  private int f159;
  private int f160;
  private int f161;
  private int f162;
  private int f163;
  private int f164;
  private int f165;
  private int f166;
  private int f167;
  private int f168;
  private int f169;
  private int f170;
  private int f171;
  private int f172;
  private int f173;
  private int f174;
  private int f175;
  private int f176;
  private int f177;
  private int f178;
  private int f179;
  private int f180;
  private int f181;
  private int f182;
  private int f183;
  private int f184;
  private int f185;
  private int f186;
  private int f187;
  private int f188;
  private int f189;
  private int f190;
  private int f191;
  private int f192;
  private int f193;
  private int f194;
  private int f195;
  private int f196;
  private int f197;
  private int f198;
  private int f199;
  private int f200;
  private int f201;
  private int f202;
  private int f203;
  private int f204;
  private int f205;
  private int f206;
  private int f207;
  private int f208;
  private int f209;
  private int f210;
  private int f211;
  private int f212;
  private int f213;
  private int f214;
  private int f215;
  private int f216;
  private int f217;
  private int f218;
  private int f219;
  private int f220;
  private int f221;
  private int f222;
  private int f223;
  private int f224;
  private int f225;
  private int f226;
  private int f227;
  private int f228;
  private int f229;
  private int f230;
  private int f231;
  private int f232;
  private int f233;
  private int f234;
  private int f235;
  private int f236;
  private int f237;
  private int f238;
  private int f239;
  private int f240;
  private int f241;
  private int f242;
  private int f243;
  private int f244;
  private int f245;
  private int f246;
  private int f247;
  private int f248;
  private int f249;
  private int f250;
  private int f251;
  private int f252;
  private int f253;
  private int f254;

  /** Field i holds {@code i * 1021 - 70000}: small, large and negative numbers, each a different value. */
  static Fields255 sample() throws ReflectiveOperationException {
    Fields255 value = new Fields255();
    for (int i = 0; i < 255; i++) {
      Fields255.class.getDeclaredField("f" + i).setInt(value, i * 1021 - 70000);
    }
    return value;
  }

  // One line per accessor, 510 of them, generated: nothing in them to read.
  public int getF0() { return f0; }
  public void setF0(int v) { f0 = v; }
  public int getF1() { return f1; }
  public void setF1(int v) { f1 = v; }
  public int getF2() { return f2; }
  public void setF2(int v) { f2 = v; }
  public int getF3() { return f3; }
  public void setF3(int v) { f3 = v; }
  public int getF4() { return f4; }
  public void setF4(int v) { f4 = v; }
  public int getF5() { return f5; }
  public void setF5(int v) { f5 = v; }
  public int getF6() { return f6; }
  public void setF6(int v) { f6 = v; }
  public int getF7() { return f7; }
  public void setF7(int v) { f7 = v; }
  public int getF8() { return f8; }
  public void setF8(int v) { f8 = v; }
  public int getF9() { return f9; }
  public void setF9(int v) { f9 = v; }
  public int getF10() { return f10; }
  public void setF10(int v) { f10 = v; }
  public int getF11() { return f11; }
  public void setF11(int v) { f11 = v; }
  public int getF12() { return f12; }
  public void setF12(int v) { f12 = v; }
  public int getF13() { return f13; }
  public void setF13(int v) { f13 = v; }
  public int getF14() { return f14; }
  public void setF14(int v) { f14 = v; }
  public int getF15() { return f15; }
  public void setF15(int v) { f15 = v; }
  public int getF16() { return f16; }
  public void setF16(int v) { f16 = v; }
  public int getF17() { return f17; }
  public void setF17(int v) { f17 = v; }
  public int getF18() { return f18; }
  public void setF18(int v) { f18 = v; }
  public int getF19() { return f19; }
  public void setF19(int v) { f19 = v; }
  public int getF20() { return f20; }
  public void setF20(int v) { f20 = v; }
  public int getF21() { return f21; }
  public void setF21(int v) { f21 = v; }
  public int getF22() { return f22; }
  public void setF22(int v) { f22 = v; }
  public int getF23() { return f23; }
  public void setF23(int v) { f23 = v; }
  public int getF24() { return f24; }
  public void setF24(int v) { f24 = v; }
  public int getF25() { return f25; }
  public void setF25(int v) { f25 = v; }
  public int getF26() { return f26; }
  public void setF26(int v) { f26 = v; }
  public int getF27() { return f27; }
  public void setF27(int v) { f27 = v; }
  public int getF28() { return f28; }
  public void setF28(int v) { f28 = v; }
  public int getF29() { return f29; }
  public void setF29(int v) { f29 = v; }
  public int getF30() { return f30; }
  public void setF30(int v) { f30 = v; }
  public int getF31() { return f31; }
  public void setF31(int v) { f31 = v; }
  public int getF32() { return f32; }
  public void setF32(int v) { f32 = v; }
  public int getF33() { return f33; }
  public void setF33(int v) { f33 = v; }
  public int getF34() { return f34; }
  public void setF34(int v) { f34 = v; }
  public int getF35() { return f35; }
  public void setF35(int v) { f35 = v; }
  public int getF36() { return f36; }
  public void setF36(int v) { f36 = v; }
  public int getF37() { return f37; }
  public void setF37(int v) { f37 = v; }
  public int getF38() { return f38; }
  public void setF38(int v) { f38 = v; }
  public int getF39() { return f39; }
  public void setF39(int v) { f39 = v; }
  public int getF40() { return f40; }
  public void setF40(int v) { f40 = v; }
  public int getF41() { return f41; }
  public void setF41(int v) { f41 = v; }
  public int getF42() { return f42; }
  public void setF42(int v) { f42 = v; }
  public int getF43() { return f43; }
  public void setF43(int v) { f43 = v; }
  public int getF44() { return f44; }
  public void setF44(int v) { f44 = v; }
  public int getF45() { return f45; }
  public void setF45(int v) { f45 = v; }
  public int getF46() { return f46; }
  public void setF46(int v) { f46 = v; }
  public int getF47() { return f47; }
  public void setF47(int v) { f47 = v; }
  public int getF48() { return f48; }
  public void setF48(int v) { f48 = v; }
  public int getF49() { return f49; }
  public void setF49(int v) { f49 = v; }
  public int getF50() { return f50; }
  public void setF50(int v) { f50 = v; }
  public int getF51() { return f51; }
  public void setF51(int v) { f51 = v; }
  public int getF52() { return f52; }
  public void setF52(int v) { f52 = v; }
  public int getF53() { return f53; }
  public void setF53(int v) { f53 = v; }
  public int getF54() { return f54; }
  public void setF54(int v) { f54 = v; }
  public int getF55() { return f55; }
  public void setF55(int v) { f55 = v; }
  public int getF56() { return f56; }
  public void setF56(int v) { f56 = v; }
  public int getF57() { return f57; }
  public void setF57(int v) { f57 = v; }
  public int getF58() { return f58; }
  public void setF58(int v) { f58 = v; }
  public int getF59() { return f59; }
  public void setF59(int v) { f59 = v; }
  public int getF60() { return f60; }
  public void setF60(int v) { f60 = v; }
  public int getF61() { return f61; }
  public void setF61(int v) { f61 = v; }
  public int getF62() { return f62; }
  public void setF62(int v) { f62 = v; }
  public int getF63() { return f63; }
  public void setF63(int v) { f63 = v; }
  public int getF64() { return f64; }
  public void setF64(int v) { f64 = v; }
  public int getF65() { return f65; }
  public void setF65(int v) { f65 = v; }
  public int getF66() { return f66; }
  public void setF66(int v) { f66 = v; }
  public int getF67() { return f67; }
  public void setF67(int v) { f67 = v; }
  public int getF68() { return f68; }
  public void setF68(int v) { f68 = v; }
  public int getF69() { return f69; }
  public void setF69(int v) { f69 = v; }
  public int getF70() { return f70; }
  public void setF70(int v) { f70 = v; }
  public int getF71() { return f71; }
  public void setF71(int v) { f71 = v; }
  public int getF72() { return f72; }
  public void setF72(int v) { f72 = v; }
  public int getF73() { return f73; }
  public void setF73(int v) { f73 = v; }
  public int getF74() { return f74; }
  public void setF74(int v) { f74 = v; }
  public int getF75() { return f75; }
  public void setF75(int v) { f75 = v; }
  public int getF76() { return f76; }
  public void setF76(int v) { f76 = v; }
  public int getF77() { return f77; }
  public void setF77(int v) { f77 = v; }
  public int getF78() { return f78; }
  public void setF78(int v) { f78 = v; }
  public int getF79() { return f79; }
  public void setF79(int v) { f79 = v; }
  public int getF80() { return f80; }
  public void setF80(int v) { f80 = v; }
  public int getF81() { return f81; }
  public void setF81(int v) { f81 = v; }
  public int getF82() { return f82; }
  public void setF82(int v) { f82 = v; }
  public int getF83() { return f83; }
  public void setF83(int v) { f83 = v; }
  public int getF84() { return f84; }
  public void setF84(int v) { f84 = v; }
  public int getF85() { return f85; }
  public void setF85(int v) { f85 = v; }
  public int getF86() { return f86; }
  public void setF86(int v) { f86 = v; }
  public int getF87() { return f87; }
  public void setF87(int v) { f87 = v; }
  public int getF88() { return f88; }
  public void setF88(int v) { f88 = v; }
  public int getF89() { return f89; }
  public void setF89(int v) { f89 = v; }
  public int getF90() { return f90; }
  public void setF90(int v) { f90 = v; }
  public int getF91() { return f91; }
  public void setF91(int v) { f91 = v; }
  public int getF92() { return f92; }
  public void setF92(int v) { f92 = v; }
  public int getF93() { return f93; }
  public void setF93(int v) { f93 = v; }
  public int getF94() { return f94; }
  public void setF94(int v) { f94 = v; }
  public int getF95() { return f95; }
  public void setF95(int v) { f95 = v; }
  public int getF96() { return f96; }
  public void setF96(int v) { f96 = v; }
  public int getF97() { return f97; }
  public void setF97(int v) { f97 = v; }
  public int getF98() { return f98; }
  public void setF98(int v) { f98 = v; }
  public int getF99() { return f99; }
  public void setF99(int v) { f99 = v; }
  public int getF100() { return f100; }
  public void setF100(int v) { f100 = v; }
  public int getF101() { return f101; }
  public void setF101(int v) { f101 = v; }
  public int getF102() { return f102; }
  public void setF102(int v) { f102 = v; }
  public int getF103() { return f103; }
  public void setF103(int v) { f103 = v; }
  public int getF104() { return f104; }
  public void setF104(int v) { f104 = v; }
  public int getF105() { return f105; }
  public void setF105(int v) { f105 = v; }
  public int getF106() { return f106; }
  public void setF106(int v) { f106 = v; }
  public int getF107() { return f107; }
  public void setF107(int v) { f107 = v; }
  public int getF108() { return f108; }
  public void setF108(int v) { f108 = v; }
  public int getF109() { return f109; }
  public void setF109(int v) { f109 = v; }
  public int getF110() { return f110; }
  public void setF110(int v) { f110 = v; }
  public int getF111() { return f111; }
  public void setF111(int v) { f111 = v; }
  public int getF112() { return f112; }
  public void setF112(int v) { f112 = v; }
  public int getF113() { return f113; }
  public void setF113(int v) { f113 = v; }
  public int getF114() { return f114; }
  public void setF114(int v) { f114 = v; }
  public int getF115() { return f115; }
  public void setF115(int v) { f115 = v; }
  public int getF116() { return f116; }
  public void setF116(int v) { f116 = v; }
  public int getF117() { return f117; }
  public void setF117(int v) { f117 = v; }
  public int getF118() { return f118; }
  public void setF118(int v) { f118 = v; }
  public int getF119() { return f119; }
  public void setF119(int v) { f119 = v; }
  public int getF120() { return f120; }
  public void setF120(int v) { f120 = v; }
  public int getF121() { return f121; }
  public void setF121(int v) { f121 = v; }
  public int getF122() { return f122; }
  public void setF122(int v) { f122 = v; }
  public int getF123() { return f123; }
  public void setF123(int v) { f123 = v; }
  public int getF124() { return f124; }
  public void setF124(int v) { f124 = v; }
  public int getF125() { return f125; }
  public void setF125(int v) { f125 = v; }
  public int getF126() { return f126; }
  public void setF126(int v) { f126 = v; }
  public int getF127() { return f127; }
  public void setF127(int v) { f127 = v; }
  public int getF128() { return f128; }
  public void setF128(int v) { f128 = v; }
  public int getF129() { return f129; }
  public void setF129(int v) { f129 = v; }
  public int getF130() { return f130; }
  public void setF130(int v) { f130 = v; }
  public int getF131() { return f131; }
  public void setF131(int v) { f131 = v; }
  public int getF132() { return f132; }
  public void setF132(int v) { f132 = v; }
  public int getF133() { return f133; }
  public void setF133(int v) { f133 = v; }
  public int getF134() { return f134; }
  public void setF134(int v) { f134 = v; }
  public int getF135() { return f135; }
  public void setF135(int v) { f135 = v; }
  public int getF136() { return f136; }
  public void setF136(int v) { f136 = v; }
  public int getF137() { return f137; }
  public void setF137(int v) { f137 = v; }
  public int getF138() { return f138; }
  public void setF138(int v) { f138 = v; }
  public int getF139() { return f139; }
  public void setF139(int v) { f139 = v; }
  public int getF140() { return f140; }
  public void setF140(int v) { f140 = v; }
  public int getF141() { return f141; }
  public void setF141(int v) { f141 = v; }
  public int getF142() { return f142; }
  public void setF142(int v) { f142 = v; }
  public int getF143() { return f143; }
  public void setF143(int v) { f143 = v; }
  public int getF144() { return f144; }
  public void setF144(int v) { f144 = v; }
  public int getF145() { return f145; }
  public void setF145(int v) { f145 = v; }
  public int getF146() { return f146; }
  public void setF146(int v) { f146 = v; }
  public int getF147() { return f147; }
  public void setF147(int v) { f147 = v; }
  public int getF148() { return f148; }
  public void setF148(int v) { f148 = v; }
  public int getF149() { return f149; }
  public void setF149(int v) { f149 = v; }
  public int getF150() { return f150; }
  public void setF150(int v) { f150 = v; }
  public int getF151() { return f151; }
  public void setF151(int v) { f151 = v; }
  public int getF152() { return f152; }
  public void setF152(int v) { f152 = v; }
  public int getF153() { return f153; }
  public void setF153(int v) { f153 = v; }
  public int getF154() { return f154; }
  public void setF154(int v) { f154 = v; }
  public int getF155() { return f155; }
  public void setF155(int v) { f155 = v; }
  public int getF156() { return f156; }
  public void setF156(int v) { f156 = v; }
  public int getF157() { return f157; }
  public void setF157(int v) { f157 = v; }
  public int getF158() { return f158; }
  public void setF158(int v) { f158 = v; }
  public int getF159() { return f159; }
  public void setF159(int v) { f159 = v; }
  public int getF160() { return f160; }
  public void setF160(int v) { f160 = v; }
  public int getF161() { return f161; }
  public void setF161(int v) { f161 = v; }
  public int getF162() { return f162; }
  public void setF162(int v) { f162 = v; }
  public int getF163() { return f163; }
  public void setF163(int v) { f163 = v; }
  public int getF164() { return f164; }
  public void setF164(int v) { f164 = v; }
  public int getF165() { return f165; }
  public void setF165(int v) { f165 = v; }
  public int getF166() { return f166; }
  public void setF166(int v) { f166 = v; }
  public int getF167() { return f167; }
  public void setF167(int v) { f167 = v; }
  public int getF168() { return f168; }
  public void setF168(int v) { f168 = v; }
  public int getF169() { return f169; }
  public void setF169(int v) { f169 = v; }
  public int getF170() { return f170; }
  public void setF170(int v) { f170 = v; }
  public int getF171() { return f171; }
  public void setF171(int v) { f171 = v; }
  public int getF172() { return f172; }
  public void setF172(int v) { f172 = v; }
  public int getF173() { return f173; }
  public void setF173(int v) { f173 = v; }
  public int getF174() { return f174; }
  public void setF174(int v) { f174 = v; }
  public int getF175() { return f175; }
  public void setF175(int v) { f175 = v; }
  public int getF176() { return f176; }
  public void setF176(int v) { f176 = v; }
  public int getF177() { return f177; }
  public void setF177(int v) { f177 = v; }
  public int getF178() { return f178; }
  public void setF178(int v) { f178 = v; }
  public int getF179() { return f179; }
  public void setF179(int v) { f179 = v; }
  public int getF180() { return f180; }
  public void setF180(int v) { f180 = v; }
  public int getF181() { return f181; }
  public void setF181(int v) { f181 = v; }
  public int getF182() { return f182; }
  public void setF182(int v) { f182 = v; }
  public int getF183() { return f183; }
  public void setF183(int v) { f183 = v; }
  public int getF184() { return f184; }
  public void setF184(int v) { f184 = v; }
  public int getF185() { return f185; }
  public void setF185(int v) { f185 = v; }
  public int getF186() { return f186; }
  public void setF186(int v) { f186 = v; }
  public int getF187() { return f187; }
  public void setF187(int v) { f187 = v; }
  public int getF188() { return f188; }
  public void setF188(int v) { f188 = v; }
  public int getF189() { return f189; }
  public void setF189(int v) { f189 = v; }
  public int getF190() { return f190; }
  public void setF190(int v) { f190 = v; }
  public int getF191() { return f191; }
  public void setF191(int v) { f191 = v; }
  public int getF192() { return f192; }
  public void setF192(int v) { f192 = v; }
  public int getF193() { return f193; }
  public void setF193(int v) { f193 = v; }
  public int getF194() { return f194; }
  public void setF194(int v) { f194 = v; }
  public int getF195() { return f195; }
  public void setF195(int v) { f195 = v; }
  public int getF196() { return f196; }
  public void setF196(int v) { f196 = v; }
  public int getF197() { return f197; }
  public void setF197(int v) { f197 = v; }
  public int getF198() { return f198; }
  public void setF198(int v) { f198 = v; }
  public int getF199() { return f199; }
  public void setF199(int v) { f199 = v; }
  public int getF200() { return f200; }
  public void setF200(int v) { f200 = v; }
  public int getF201() { return f201; }
  public void setF201(int v) { f201 = v; }
  public int getF202() { return f202; }
  public void setF202(int v) { f202 = v; }
  public int getF203() { return f203; }
  public void setF203(int v) { f203 = v; }
  public int getF204() { return f204; }
  public void setF204(int v) { f204 = v; }
  public int getF205() { return f205; }
  public void setF205(int v) { f205 = v; }
  public int getF206() { return f206; }
  public void setF206(int v) { f206 = v; }
  public int getF207() { return f207; }
  public void setF207(int v) { f207 = v; }
  public int getF208() { return f208; }
  public void setF208(int v) { f208 = v; }
  public int getF209() { return f209; }
  public void setF209(int v) { f209 = v; }
  public int getF210() { return f210; }
  public void setF210(int v) { f210 = v; }
  public int getF211() { return f211; }
  public void setF211(int v) { f211 = v; }
  public int getF212() { return f212; }
  public void setF212(int v) { f212 = v; }
  public int getF213() { return f213; }
  public void setF213(int v) { f213 = v; }
  public int getF214() { return f214; }
  public void setF214(int v) { f214 = v; }
  public int getF215() { return f215; }
  public void setF215(int v) { f215 = v; }
  public int getF216() { return f216; }
  public void setF216(int v) { f216 = v; }
  public int getF217() { return f217; }
  public void setF217(int v) { f217 = v; }
  public int getF218() { return f218; }
  public void setF218(int v) { f218 = v; }
  public int getF219() { return f219; }
  public void setF219(int v) { f219 = v; }
  public int getF220() { return f220; }
  public void setF220(int v) { f220 = v; }
  public int getF221() { return f221; }
  public void setF221(int v) { f221 = v; }
  public int getF222() { return f222; }
  public void setF222(int v) { f222 = v; }
  public int getF223() { return f223; }
  public void setF223(int v) { f223 = v; }
  public int getF224() { return f224; }
  public void setF224(int v) { f224 = v; }
  public int getF225() { return f225; }
  public void setF225(int v) { f225 = v; }
  public int getF226() { return f226; }
  public void setF226(int v) { f226 = v; }
  public int getF227() { return f227; }
  public void setF227(int v) { f227 = v; }
  public int getF228() { return f228; }
  public void setF228(int v) { f228 = v; }
  public int getF229() { return f229; }
  public void setF229(int v) { f229 = v; }
  public int getF230() { return f230; }
  public void setF230(int v) { f230 = v; }
  public int getF231() { return f231; }
  public void setF231(int v) { f231 = v; }
  public int getF232() { return f232; }
  public void setF232(int v) { f232 = v; }
  public int getF233() { return f233; }
  public void setF233(int v) { f233 = v; }
  public int getF234() { return f234; }
  public void setF234(int v) { f234 = v; }
  public int getF235() { return f235; }
  public void setF235(int v) { f235 = v; }
  public int getF236() { return f236; }
  public void setF236(int v) { f236 = v; }
  public int getF237() { return f237; }
  public void setF237(int v) { f237 = v; }
  public int getF238() { return f238; }
  public void setF238(int v) { f238 = v; }
  public int getF239() { return f239; }
  public void setF239(int v) { f239 = v; }
  public int getF240() { return f240; }
  public void setF240(int v) { f240 = v; }
  public int getF241() { return f241; }
  public void setF241(int v) { f241 = v; }
  public int getF242() { return f242; }
  public void setF242(int v) { f242 = v; }
  public int getF243() { return f243; }
  public void setF243(int v) { f243 = v; }
  public int getF244() { return f244; }
  public void setF244(int v) { f244 = v; }
  public int getF245() { return f245; }
  public void setF245(int v) { f245 = v; }
  public int getF246() { return f246; }
  public void setF246(int v) { f246 = v; }
  public int getF247() { return f247; }
  public void setF247(int v) { f247 = v; }
  public int getF248() { return f248; }
  public void setF248(int v) { f248 = v; }
  public int getF249() { return f249; }
  public void setF249(int v) { f249 = v; }
  public int getF250() { return f250; }
  public void setF250(int v) { f250 = v; }
  public int getF251() { return f251; }
  public void setF251(int v) { f251 = v; }
  public int getF252() { return f252; }
  public void setF252(int v) { f252 = v; }
  public int getF253() { return f253; }
  public void setF253(int v) { f253 = v; }
  public int getF254() { return f254; }
  public void setF254(int v) { f254 = v; }
}
