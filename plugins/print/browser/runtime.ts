import '../print.less';
